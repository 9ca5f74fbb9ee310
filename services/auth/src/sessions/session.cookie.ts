import { Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from './session-token';

/**
 * Sets and clears the session cookie; JavaScript in the page never sees it (HttpOnly). The
 * gateway adds `Secure` when the browser came over https, which only it knows.
 */
@Injectable()
export class SessionCookie {
  private readonly options: CookieOptions = { httpOnly: true, sameSite: 'lax', path: '/' };

  set(res: Response, token: string): void {
    res.cookie(SESSION_COOKIE, token, { ...this.options, maxAge: SESSION_LIFETIME_MS });
  }

  clear(res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.options);
  }
}
