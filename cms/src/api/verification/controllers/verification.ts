import { errors } from '@strapi/utils';
import { createAltchaChallenge, provider } from '../../../public/verification';
import type { Context } from 'koa';

export default {
  async challenge(ctx: Context) {
    if (provider() !== 'altcha') {
      throw new errors.NotFoundError('This site verifies visitors with another provider.');
    }
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await createAltchaChallenge();
  },
};
