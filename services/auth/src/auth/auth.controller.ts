import { Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  AuthStatusSchema,
  errorAnswer,
  type AuthStatusJson,
  type ErrorBody,
} from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  ValidBody,
  type HttpRequest,
  type HttpResponse,
} from '@hotsprings/service-kit';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { SessionCookie } from '../sessions/session.cookie';
import { sessionTokenOf } from '../sessions/session-token';
import { AuthService, SignedIn } from './auth.service';
import { LoginUserDto, loginUserSchema } from './dto/login-user.dto';
import { RegisterUserDto, registerUserSchema } from './dto/register-user.dto';

/** A 401 carries the contract's signed-out status and the error and code every failure carries. */
type AuthStatus = AuthStatusJson & Partial<ErrorBody>;

// Status and logout read the cookie themselves rather than the gateway's identity headers: they
// need the session id, and status must refuse a signed-out session even when called directly.
@ApiTags('Auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: SessionCookie,
  ) {}

  @Post('register')
  @ApiOperation({ summary: 'Creates an account and signs it in (sets the session cookie)' })
  @ApiAnswer(201, AuthStatusSchema)
  @ApiError(
    409,
    'That username is already taken, or an account with that email already exists.',
    'username_taken',
    'email_taken',
  )
  async register(
    @ValidBody(registerUserSchema) registration: RegisterUserDto,
    @Res({ passthrough: true }) res: HttpResponse,
  ): Promise<AuthStatus> {
    return this.signIn(res, await this.auth.register(registration));
  }

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs in (sets the session cookie)' })
  @ApiAnswer(200, AuthStatusSchema)
  @ApiError(401, 'Invalid username or password.', 'invalid_credentials')
  async login(
    @ValidBody(loginUserSchema) credentials: LoginUserDto,
    @Res({ passthrough: true }) res: HttpResponse,
  ): Promise<AuthStatus> {
    return this.signIn(res, await this.auth.login(credentials));
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Signs out: ends the session and clears its cookie' })
  @ApiResponse({
    status: 200,
    description: 'Signed out (also when no one was signed in).',
    schema: {
      type: 'object',
      properties: { message: { type: 'string' } },
      required: ['message'],
    },
  })
  async logout(
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpResponse,
  ): Promise<{ message: string }> {
    await this.auth.logout(sessionTokenOf(req.headers.cookie));
    this.cookie.clear(res);
    return { message: 'Logged out successfully.' };
  }

  @Get('status')
  @ApiOperation({ summary: 'Who is signed in with the session cookie' })
  @ApiAnswer(200, AuthStatusSchema)
  @ApiResponse({
    status: 401,
    description: 'Not signed in.',
    schema: {
      type: 'object',
      properties: {
        isLoggedIn: { type: 'boolean', enum: [false] },
        user: { type: 'null' },
        error: { type: 'string' },
        code: { type: 'string', enum: ['unauthenticated'] },
      },
      required: ['isLoggedIn', 'user', 'error', 'code'],
    },
  })
  async status(
    @Req() req: HttpRequest,
    @Res({ passthrough: true }) res: HttpResponse,
  ): Promise<AuthStatus> {
    res.header('Cache-Control', 'no-store');
    const user = await this.auth.status(sessionTokenOf(req.headers.cookie));
    if (user) return { isLoggedIn: true, user };
    res.status(401);
    return { isLoggedIn: false, user: null, ...errorAnswer(401, 'Not logged in.') };
  }

  private signIn(res: HttpResponse, signedIn: SignedIn): AuthStatus {
    this.cookie.set(res, signedIn.token);
    return { isLoggedIn: true, user: signedIn.user };
  }
}
