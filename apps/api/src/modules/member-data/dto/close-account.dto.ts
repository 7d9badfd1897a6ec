import { RequestField } from '../../../common/domain-field.decorator';

/** POST /member/close: the password confirms that it is the member. */
export class CloseAccountDto {
  @RequestField({ description: "The member's password.", format: 'password' }, 'apiAccountClosure.password') password: string;
}
