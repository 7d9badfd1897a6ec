import { t } from '@halimbawa/domain';

/**
 * Whether the session an access token was issued with is still open (implemented by the auth
 * module's sessions). Checked on every authenticated request, so that logout, a password change
 * or reset, refresh-token reuse and deleting the member end the access tokens at once.
 */
export abstract class ActiveSessions {
  abstract isActive(sessionId: string, memberId: string): Promise<boolean>;
}

export const SESSION_ENDED_MESSAGE = t('en', 'apiErrors.sessionEnded');
