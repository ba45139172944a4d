// What the dashboard knows about the signed-in user, in memory only. The key created last is
// kept here, in a JS variable, so the playground can use it without it ever entering the DOM;
// it is forgotten on sign-out, on revocation and on reload.

let account = null;
let newKey = null;
const listeners = new Set();

export const session = {
  get account() {
    return account;
  },
  get signedIn() {
    return account !== null;
  },
  setAccount(value) {
    account = value;
    listeners.forEach((listener) => listener());
  },
  /** { id, name, prefix } of the key created in this page, without the secret. */
  get newKeyInfo() {
    return newKey ? { id: newKey.id, name: newKey.name, prefix: newKey.prefix } : null;
  },
  /** The secret itself: only for the request header it goes into. */
  newKeySecret() {
    return newKey?.key ?? null;
  },
  rememberNewKey(created) {
    newKey = { id: created.id, name: created.name, prefix: created.prefix, key: created.key };
  },
  forgetKey(id) {
    if (newKey && (id === undefined || newKey.id === id)) newKey = null;
  },
  clear() {
    newKey = null;
    this.setAccount(null);
  },
  onChange(listener) {
    listeners.add(listener);
  },
};
