// Operator commands, against the database and limiter store the service uses (the same
// DATA_DIR / DATABASE_URL / REDIS_URL):
//
//   npm run admin -- accounts                               list accounts with keys and credits
//   npm run admin -- grant-credits --email E --credits N    N more credits per window (negative takes back)
//   npm run admin -- revoke-key --id KEY_ID                 revoke one key, whatever its account
//   npm run admin -- revoke-keys --email E                  revoke every key of an account
//
// Output is JSON, one object per line, for scripts and for people with jq.

import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { AccountStore } from '../server/accounts/account-store.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/database/open-database.ts';
import { createLimiters } from '../server/limits/limiters.ts';

const USAGE = 'usage: npm run admin -- accounts | grant-credits --email E --credits N | revoke-key --id ID | revoke-keys --email E';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: 'string' }, credits: { type: 'string' }, id: { type: 'string' } },
});
const [command] = positionals;
if (!command) fail(USAGE);

const config = loadConfig();
const database = await openDatabase(config);
const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
try {
  if (redis) await redis.connect();
  const store = new AccountStore(database);
  const print = (value: unknown) => console.log(JSON.stringify(value));

  switch (command) {
    case 'accounts': {
      // In-process counters live inside the service; only a shared store can be read here.
      const limiters = redis ? createLimiters(config, redis) : null;
      for (const account of await store.listAccounts()) {
        const used = limiters ? Math.max(0, (await limiters.credits.get(account.id))?.consumedPoints ?? 0) : null;
        print({ ...account, creditLimit: config.freeCredits + account.bonusCredits, creditsUsed: used });
      }
      break;
    }
    case 'grant-credits': {
      const account = await accountByEmail(store, values.email);
      const credits = Number(values.credits);
      if (!Number.isSafeInteger(credits) || credits === 0) fail('give --credits as a whole number other than 0');
      const bonusCredits = await store.grantBonusCredits(account.id, credits);
      print({ email: account.email, bonusCredits, creditLimit: config.freeCredits + (bonusCredits ?? 0) });
      break;
    }
    case 'revoke-key': {
      if (!values.id) fail('give --id with the key id (GET /v1/account/keys shows it)');
      if (!(await store.revokeApiKeyById(values.id))) fail(`no live key has id ${values.id}`);
      print({ revoked: values.id });
      break;
    }
    case 'revoke-keys': {
      const account = await accountByEmail(store, values.email);
      const keys = await store.listApiKeys(account.id);
      for (const key of keys) await store.revokeApiKeyById(key.id);
      print({ email: account.email, revoked: keys.map((key) => key.id) });
      break;
    }
    default:
      fail(`unknown command "${command}". ${USAGE}`);
  }
} finally {
  await database.destroy();
  redis?.disconnect();
}

async function accountByEmail(store: AccountStore, email: string | undefined) {
  if (!email) fail('give --email of the account');
  const account = await store.findAccountByEmail(email.trim().toLowerCase());
  if (!account) fail(`no account has the email ${email}`);
  return account;
}

function fail(message: string): never {
  console.error(`admin: ${message}`);
  process.exit(2);
}
