// Creates an account (or reuses an existing one) and a new API key for it, from the shell:
// for operators and CI. Reads the same configuration as the service (DATA_DIR or
// DATABASE_URL), so run it against the database the service uses.
//
//   npm run create-account -- --email ops@example.com --password 'long secret' [--key-name ci]
//
// Prints one JSON line: {"email", "accountCreated", "keyId", "key", "prefix"}. The key is
// shown only here; the database keeps its hash.

import { parseArgs } from 'node:util';
import { EmailTakenError, AccountStore } from '../server/accounts/account-store.ts';
import { displayPrefix, generateApiKey, hashApiKey } from '../server/accounts/api-key-format.ts';
import { scryptPasswordHasher } from '../server/accounts/password-hashing.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/database/open-database.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    'key-name': { type: 'string', default: 'created from the shell' },
  },
});

const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) fail('give --email with a valid address');
const keyName = values['key-name'].trim().slice(0, 100) || 'created from the shell';

const database = await openDatabase(loadConfig());
try {
  const store = new AccountStore(database);
  let account = await store.findAccountByEmail(email);
  let accountCreated = false;
  if (!account) {
    const password = values.password ?? '';
    if ([...password].length < 8) fail('a new account needs --password of at least 8 characters');
    try {
      account = await store.createAccount(email, await scryptPasswordHasher().hash(password));
      accountCreated = true;
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      account = await store.findAccountByEmail(email);
    }
  }
  if (!account) fail('the account could not be created');
  const key = generateApiKey();
  const row = await store.createApiKey(account.id, keyName, displayPrefix(key), hashApiKey(key));
  console.log(JSON.stringify({ email, accountCreated, keyId: row.id, key, prefix: row.prefix }));
} finally {
  await database.destroy();
}

function fail(message: string): never {
  console.error(`create-account: ${message}`);
  process.exit(2);
}
