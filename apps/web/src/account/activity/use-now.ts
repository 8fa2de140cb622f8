import { useEffect, useState } from "react";

/** The current time, renewed every minute so that "3 minutes ago" does not stay 3 minutes forever. */
export function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
