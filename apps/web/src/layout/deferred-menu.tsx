import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { Button, type ButtonProps } from "@/components/ui/button";

/** What a deferred menu's real component receives when it replaces the placeholder button. */
export interface DeferredMenuProps {
  /** The placeholder was pressed before the code arrived: open at once. */
  initiallyOpen: boolean;
  /** The placeholder had keyboard focus: the real trigger takes it over. */
  focusTrigger: boolean;
}

type MenuModule = () => Promise<ComponentType<DeferredMenuProps>>;

/**
 * A header menu (or the mobile menu's panel) whose code (Radix's menu or dialog, floating-ui, the scroll lock) is not part of
 * the page's first load (record 0033). Until then a button that looks the same stands in; hovering,
 * focusing or pressing it fetches the real menu, which replaces it, keeps its focus and opens if
 * it was pressed.
 */
export function DeferredMenu({
  load,
  buttonProps,
  popup = "menu",
  children,
}: {
  load: MenuModule;
  /** What the real trigger opens, for its aria-haspopup: a menu or a dialog (the mobile panel). */
  popup?: "menu" | "dialog";
  /** The placeholder's look: the same props as the real trigger's Button. */
  buttonProps: ButtonProps;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ Menu: ComponentType<DeferredMenuProps>; hadFocus: boolean } | null>(null);
  const [pressed, setPressed] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const started = useRef(false);
  // Read in the load's failure, which a stale `pressed` would misreport.
  const pressedRef = useRef(false);
  const press = () => {
    pressedRef.current = true;
    setPressed(true);
    fetchMenu();
  };

  const fetchMenu = () => {
    if (started.current) return;
    started.current = true;
    load().then(
      (Menu) => setLoaded({ Menu, hadFocus: document.activeElement === placeholder.current }),
      () => {
        // Offline or a new deployment: the next hover or press tries again. A press is answered
        // with a sentence, and forgotten, so a later hover does not open the menu by itself.
        started.current = false;
        if (pressedRef.current) {
          toast.error("Could not open the menu", { description: "Check your connection, then try again." });
        }
        pressedRef.current = false;
        setPressed(false);
      },
    );
  };

  if (loaded) return <loaded.Menu initiallyOpen={pressed} focusTrigger={loaded.hadFocus} />;
  return (
    <Button
      {...buttonProps}
      ref={placeholder}
      aria-haspopup={popup}
      aria-expanded={false}
      onPointerEnter={fetchMenu}
      onFocus={fetchMenu}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        press();
      }}
      onKeyDown={(event) => {
        if (!["Enter", " ", "ArrowDown"].includes(event.key)) return;
        event.preventDefault();
        press();
      }}
    >
      {children}
    </Button>
  );
}

/** For the real menu: focuses its trigger on mount when the placeholder had focus. */
export function useTakeOverFocus<T extends HTMLElement>(focusTrigger: boolean) {
  const trigger = useRef<T>(null);
  useEffect(() => {
    if (focusTrigger) trigger.current?.focus();
  }, [focusTrigger]);
  return trigger;
}
