import { Hono } from 'hono';
import {
  addSsoProviderContract,
  removeSsoProviderContract,
  saveSignInPolicyContract,
  ssoSettingsContract,
  updateSsoProviderContract,
} from '#common/contracts/sso';
import { PROVIDER_ID, ssoProviderMessages } from '#common/sso';
import { AppError } from '#server/core/app-error';
import { adminOnly } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract, reply } from '../http/contract-route';
import { actorOf, requestInfo, type AppEnv } from '../http/request-context';
import { parseBody } from '../http/validate';
import {
  addProvider,
  listProviders,
  removeProvider,
  updateProvider,
} from '../services/sso/providers';
import { readSignInPolicy, saveSignInPolicy } from '../services/sso/sign-in-policy';

const providerIdParam = (value: string | undefined) => {
  if (!value || !PROVIDER_ID.test(value))
    throw new AppError('not_found', ssoProviderMessages.notFound);
  return value;
};

/** Single sign-on providers and the staff sign-in policy, under /api/admin; admins only. */
export function ssoSettingRoutes(db: Db, appUrl: string) {
  const app = new Hono<AppEnv>();
  const base = '/api/admin';
  app.use('/sso', adminOnly);
  app.use('/sso/*', adminOnly);

  onContract(app, base, ssoSettingsContract, async (c) => {
    c.header('Cache-Control', 'no-store');
    return reply(c, ssoSettingsContract, {
      providers: await listProviders(db, appUrl),
      policy: await readSignInPolicy(db),
    });
  });

  onContract(app, base, addSsoProviderContract, async (c) => {
    const input = await parseBody(c, addSsoProviderContract.body);
    const provider = await addProvider(db, appUrl, actorOf(c), input, requestInfo(c));
    return reply(c, addSsoProviderContract, { provider }, 201);
  });

  onContract(app, base, updateSsoProviderContract, async (c) => {
    const providerId = providerIdParam(c.req.param('providerId'));
    const mapping = await parseBody(c, updateSsoProviderContract.body);
    return reply(c, updateSsoProviderContract, {
      provider: await updateProvider(db, appUrl, actorOf(c), providerId, mapping, requestInfo(c)),
    });
  });

  onContract(app, base, removeSsoProviderContract, async (c) => {
    const providerId = providerIdParam(c.req.param('providerId'));
    await removeProvider(db, actorOf(c), providerId, requestInfo(c));
    return reply(c, removeSsoProviderContract, { removed: true });
  });

  onContract(app, base, saveSignInPolicyContract, async (c) => {
    const policy = await parseBody(c, saveSignInPolicyContract.body);
    return reply(
      c,
      saveSignInPolicyContract,
      await saveSignInPolicy(db, actorOf(c), policy, requestInfo(c)),
    );
  });

  return app;
}
