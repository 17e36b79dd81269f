import { PRODUCT_NAME } from '@homebid/contracts/messages';

/** 'HomeBid: your code is 123456. It expires in 10 minutes.' */
export function oneTimeCodeSms(code: string, ttlMinutes: number): string {
  return `${PRODUCT_NAME}: your code is ${code}. It expires in ${ttlMinutes} minute${ttlMinutes === 1 ? '' : 's'}.`;
}
