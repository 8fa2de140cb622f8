/**
 * How a tool session speaks to the person: injected, so the session never calls the toast library
 * itself and its tests can read what it said.
 */
export interface NotifierAction {
  label: string;
  onClick(): void;
}

export interface Notifier {
  success(title: string, description?: string): void;
  error(title: string, description?: string, action?: NotifierAction): void;
  info(title: string, description?: string, action?: NotifierAction): void;
}
