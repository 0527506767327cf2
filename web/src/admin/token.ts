/** The admin token lives for the browser tab only (sessionStorage), never in localStorage. */
const KEY = 'sangdam.adminToken';

export function loadToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token) sessionStorage.setItem(KEY, token);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the login lasts until the page is reloaded.
  }
}
