import { Injectable } from '@nestjs/common';
import type { HttpResponse } from '@hotsprings/service-kit';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from './session-token';

// What every session cookie carries: JavaScript in the page never sees it (HttpOnly).
const ATTRIBUTES = 'Path=/; HttpOnly; SameSite=Lax';

/**
 * Sets and clears the session cookie, on either HTTP platform (the header written as Express's
 * `res.cookie` writes it). The gateway adds `Secure` when the browser came over https, which only
 * it knows.
 */
@Injectable()
export class SessionCookie {
  set(res: HttpResponse, token: string): void {
    const expires = new Date(Date.now() + SESSION_LIFETIME_MS).toUTCString();
    const maxAge = Math.floor(SESSION_LIFETIME_MS / 1000);
    const value = `${SESSION_COOKIE}=${encodeURIComponent(token)}`;
    res.header('Set-Cookie', `${value}; Max-Age=${maxAge}; ${pathFirst(expires)}`);
  }

  clear(res: HttpResponse): void {
    res.header('Set-Cookie', `${SESSION_COOKIE}=; ${pathFirst(new Date(0).toUTCString())}`);
  }
}

// Express's order: Max-Age, Path, Expires, HttpOnly, SameSite.
function pathFirst(expires: string): string {
  return ATTRIBUTES.replace('Path=/;', `Path=/; Expires=${expires};`);
}
