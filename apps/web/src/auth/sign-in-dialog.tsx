import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { GoogleButton } from "./google-button.tsx";
import { ResetRequestForm } from "./reset-request-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { SignUpForm } from "./sign-up-form.tsx";

export type SignInTab = "sign-in" | "sign-up";

/**
 * The sign-in dialog (spec 2.6): Welcome Back, Google when configured, Sign In and Sign Up tabs,
 * and a Reset Password view that returns to sign-in.
 */
export function SignInDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  onClosed,
  reason,
  onSignedIn,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tab: SignInTab;
  onTabChange(tab: SignInTab): void;
  /** Called once the dialog has closed, to put focus back where the person was. */
  onClosed?(): void;
  /** Why the dialog opened, when the site opened it rather than the person (a member page). */
  reason?: string;
  /** Called after a successful sign-in, before the dialog closes. */
  onSignedIn?(): void;
}) {
  const [view, setView] = useState<"main" | "reset">("main");
  const close = () => onOpenChange(false);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setView("main");
      }}
    >
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          if (!onClosed) return;
          event.preventDefault();
          onClosed();
        }}
      >
        {view === "reset" ? (
          <>
            <DialogTitle className="flex items-center gap-2">
              <Button
                variant="ghost"
                size="icon"
                className="-ml-2 size-8"
                onClick={() => setView("main")}
                aria-label="Back to sign in"
              >
                <ArrowLeft aria-hidden="true" />
              </Button>
              Reset Password
            </DialogTitle>
            <DialogDescription className="sr-only">Ask for a link to choose a new password.</DialogDescription>
            <ResetRequestForm onBack={() => setView("main")} />
          </>
        ) : (
          <>
            <DialogTitle>Welcome Back</DialogTitle>
            <DialogDescription>
              {reason && (
                <span className="mb-1 block font-medium text-foreground" data-testid="sign-in-reason">
                  {reason}
                </span>
              )}
              Sign in for your dashboard, saved defaults and room for 30 images at once.
            </DialogDescription>
            <GoogleButton />
            <Tabs value={tab} onValueChange={(value) => onTabChange(value as SignInTab)}>
              <TabsList>
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in">
                <SignInForm
                  onSignedIn={() => {
                    onSignedIn?.();
                    close();
                  }}
                  onForgotPassword={() => setView("reset")}
                />
              </TabsContent>
              <TabsContent value="sign-up">
                <SignUpForm onSignedUp={() => onTabChange("sign-in")} />
              </TabsContent>
            </Tabs>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
