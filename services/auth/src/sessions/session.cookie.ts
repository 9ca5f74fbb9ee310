import { Inject, Injectable } from '@nestjs/common';
import type { CookieOptions, Response } from 'express';
import { AUTH_CONFIG, AuthConfig } from '../config/auth-config.schema';
import { SESSION_COOKIE, SESSION_LIFETIME_MS } from './session-token';

/** Sets and clears the session cookie; JavaScript in the page never sees it (HttpOnly). */
@Injectable()
export class SessionCookie {
  private readonly options: CookieOptions;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.options = { httpOnly: true, sameSite: 'lax', path: '/', secure: config.COOKIE_SECURE };
  }

  set(res: Response, token: string): void {
    res.cookie(SESSION_COOKIE, token, { ...this.options, maxAge: SESSION_LIFETIME_MS });
  }

  clear(res: Response): void {
    res.clearCookie(SESSION_COOKIE, this.options);
  }
}
