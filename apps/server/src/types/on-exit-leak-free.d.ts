// on-exit-leak-free (pino's own dependency) ships no types. Functions registered for an object run
// on process exit while the object is alive; the object is held weakly, so nothing leaks.
declare module 'on-exit-leak-free' {
  export function register<T extends object>(object: T, onExit: (object: T, event: 'exit') => void): void;
  export function unregister(object: object): void;
}
