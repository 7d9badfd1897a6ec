import { applyDecorators } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTooManyRequestsResponse } from '@nestjs/swagger';

/**
 * What an operation that sends a one-time code by SMS (OtpService) can also answer. Put it last,
 * under the route's own responses, so that their descriptions win.
 */
export const SendsCode = () =>
  applyDecorators(
    ApiTooManyRequestsResponse({ description: 'A code was sent less than 60 seconds ago, or too many codes this hour: wait Retry-After seconds. Nothing was done.' }),
    ApiServiceUnavailableResponse({ description: 'The SMS could not be sent; nothing was done. Try again later.' }),
  );
