import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { addToOutbox, codedError, Database } from '@hotsprings/service-kit';
import { RegistrationPremium } from '../premium/registration-premium';
import { SessionsService } from '../sessions/sessions.service';
import { userRegistered } from '../users/user-events';
import type { CurrentUserJson } from '@hotsprings/contracts';
import { toCurrentUser, UserRow } from '../users/user-row';
import { UNIQUE_EMAIL, UNIQUE_USERNAME, UsersRepository } from '../users/users.repository';
import type { LoginUserDto } from './dto/login-user.dto';
import type { RegisterUserDto } from './dto/register-user.dto';
import { PasswordHasher } from './password.hasher';

const USERNAME_TAKEN = codedError('username_taken', 'That username is already taken.');
const EMAIL_TAKEN = codedError('email_taken', 'An account with that email already exists.');
const INVALID_CREDENTIALS = codedError('invalid_credentials', 'Invalid username or password.');
const MAX_USERNAME = 30;
const MAX_PASSWORD = 200;

/** A signed-in user and the token of their new session. */
export interface SignedIn {
  user: CurrentUserJson;
  token: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly registrationPremium: RegistrationPremium,
  ) {}

  /**
   * Creates the account, its user.registered event and its first session in one transaction;
   * then, for a referral code, asks billing what it grants, so the answer already says premium.
   */
  async register(dto: RegisterUserDto): Promise<SignedIn> {
    // Checked first for a clear message without the cost of hashing; the unique indexes decide.
    if (await this.users.usernameTaken(dto.username)) throw new ConflictException(USERNAME_TAKEN);
    if (await this.users.emailTaken(dto.email)) throw new ConflictException(EMAIL_TAKEN);
    const passwordHash = await this.hasher.hash(dto.password);
    let created: { row: UserRow; token: string };
    try {
      created = await this.db.transaction(async (client) => {
        const row = await this.users.insert(client, { ...dto, passwordHash });
        await addToOutbox(client, userRegistered(row, dto.referralCode));
        return { row, token: await this.sessions.start(client, row) };
      });
    } catch (err) {
      throw duplicateConflict(err) ?? err;
    }
    let { row } = created;
    // Asked once the account is committed, so that billing's event finds the row to update too.
    if (dto.referralCode) {
      await this.registrationPremium.applyReferralCode(row, dto.referralCode);
      row = (await this.users.findById(row.id)) ?? row;
    }
    return { user: toCurrentUser(row), token: created.token };
  }

  async login(dto: LoginUserDto): Promise<SignedIn> {
    const row =
      dto.username.length <= MAX_USERNAME && dto.password.length <= MAX_PASSWORD
        ? await this.users.findByUsername(dto.username)
        : null;
    const valid = row
      ? await this.hasher.verify(row.password_hash, dto.password)
      : await this.hasher.verifyNothing(dto.password);
    if (!row || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    const token = await this.db.transaction((client) => this.sessions.start(client, row));
    return { user: toCurrentUser(row), token };
  }

  async status(token: string | undefined): Promise<CurrentUserJson | null> {
    const row: UserRow | null = await this.sessions.currentUser(token);
    return row ? toCurrentUser(row) : null;
  }

  logout(token: string | undefined): Promise<void> {
    return this.sessions.end(token);
  }
}

// A registration racing another for the same name or address loses at the unique index.
function duplicateConflict(err: unknown): ConflictException | undefined {
  const { code, constraint } = err as { code?: string; constraint?: string };
  if (code !== '23505') return undefined;
  if (constraint === UNIQUE_USERNAME) return new ConflictException(USERNAME_TAKEN);
  if (constraint === UNIQUE_EMAIL) return new ConflictException(EMAIL_TAKEN);
  return undefined;
}
