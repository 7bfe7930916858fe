// Spec 1 §2.2 technical-error dialog. Any code (components, event handlers, fetch helpers) can open it with
// showTechnicalError(); the shell's TechnicalErrorDialog listens. An event keeps callers free of React context.
export const TECHNICAL_ERROR_EVENT = 'leeswijzer:technical-error';

export function showTechnicalError(): void {
  window.dispatchEvent(new Event(TECHNICAL_ERROR_EVENT));
}
