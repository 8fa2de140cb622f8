import { Button } from "@/components/ui/button";

/** Spec 2.8: what the dashboard says when the profile cannot be read. */
export function ProfileMissing() {
  return (
    <div role="alert" className="mx-auto mt-16 max-w-md rounded-xl border bg-card p-6 text-center shadow-sm">
      <p className="font-medium">Profile not found. Please try refreshing the page.</p>
      <Button className="mt-4" onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}
