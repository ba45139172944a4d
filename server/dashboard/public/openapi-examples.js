// Examples from the OpenAPI document: a value for a schema, and a request in curl,
// JavaScript (fetch) and Python (requests) for an operation.

const KEY_ENV = 'DOCEXTRACT_KEY';
const SAMPLE_STRINGS = {
  email: 'you@example.com',
  password: 'a long secret phrase',
  name: 'Production server',
  id: '0b6f6a4e-8a63-4c52-9a39-7d0c1f0e2c11',
  format: 'md',
  content: '# Quarterly report\n\nRevenue grew…',
  title: 'Quarterly report',
  contentType: 'application/pdf',
  creator: 'Ada Lovelace',
  last_author: 'Ada Lovelace',
  subject: 'Finance',
  key: 'dxk_…',
  prefix: 'dxk_AbC123xy',
  plugin: 'pdf',
  status: 'ok',
};
const SAMPLE_NUMBERS = { pages: 3, words: 812, wordCount: 812, characters: 5120, limit: 1000, used: 12, remaining: 988, windowSeconds: 86400, requests: 12, credits: 14, status: 400 };

export function resolve(doc, schema) {
  let current = schema;
  for (let depth = 0; current?.$ref && depth < 10; depth += 1) {
    const path = current.$ref.replace(/^#\//, '').split('/');
    current = path.reduce((node, part) => node?.[part], doc);
  }
  return current ?? {};
}

export function refName(schema) {
  return schema?.$ref ? schema.$ref.split('/').pop() : null;
}

/** A plausible value for a schema. */
export function exampleOf(doc, schema, name = '', depth = 0) {
  const resolved = resolve(doc, schema);
  if (depth > 6) return null;
  if (resolved.examples?.length) return resolved.examples[0];
  if (resolved.example !== undefined) return resolved.example;
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.default !== undefined) return resolved.default;
  if (resolved.enum?.length) return resolved.enum[0];
  const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') ?? 'null' : resolved.type;
  switch (type) {
    case 'object': {
      const out = {};
      for (const [key, value] of Object.entries(resolved.properties ?? {})) out[key] = exampleOf(doc, value, key, depth + 1);
      return out;
    }
    case 'array':
      return [exampleOf(doc, resolved.items ?? {}, name, depth + 1)];
    case 'integer':
    case 'number':
      return SAMPLE_NUMBERS[name] ?? resolved.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      if (resolved.format === 'date-time') return '2025-01-15T10:30:00Z';
      if (resolved.format === 'date') return '2025-01-15';
      if (resolved.format === 'email') return SAMPLE_STRINGS.email;
      return SAMPLE_STRINGS[name] ?? 'string';
    default:
      return resolved.properties ? exampleOf(doc, { ...resolved, type: 'object' }, name, depth) : null;
  }
}

function pythonLiteral(value, indent = 0) {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  const pad = ' '.repeat(indent + 4);
  const close = ' '.repeat(indent);
  if (Array.isArray(value)) return `[${value.map((item) => pythonLiteral(item, indent)).join(', ')}]`;
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, indent + 4)},`).join('\n')}\n${close}}`;
}

function securityOf(doc, op) {
  const requirements = op.security ?? doc.security ?? [];
  const names = requirements.flatMap((requirement) => Object.keys(requirement));
  return { apiKey: names.includes('ApiKeyHeader') || names.includes('BearerAuth'), cookie: names.includes('SessionCookie') };
}

/** The URL of an example call: path parameters filled in, query parameters with a default. */
function exampleUrl(doc, origin, path, op) {
  const parameters = op.parameters ?? [];
  let filled = path.replace(/\{(\w+)\}/g, (whole, name) => {
    const parameter = parameters.find((p) => p.name === name && p.in === 'path');
    const schema = resolve(doc, parameter?.schema ?? {});
    // An enum gives a real value; an identifier stays a placeholder to replace.
    const value = schema.enum?.length ? schema.enum[0] : name === 'id' ? 'KEY_ID' : name.toUpperCase();
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const parameter of parameters) {
    if (parameter.in !== 'query') continue;
    const schema = resolve(doc, parameter.schema ?? {});
    if (parameter.required || schema.default !== undefined) query.set(parameter.name, String(exampleOf(doc, schema, parameter.name)));
  }
  const search = query.toString();
  if (search) filled += `?${search}`;
  return `${origin}${filled}`;
}

function isMultipart(op) {
  return Boolean(op.requestBody?.content?.['multipart/form-data']);
}

function jsonBodyOf(doc, op) {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  return schema ? exampleOf(doc, schema) : undefined;
}

function successStatus(op) {
  return Object.keys(op.responses ?? {}).find((status) => status.startsWith('2')) ?? '200';
}

function successIsJson(doc, op) {
  const response = resolve(doc, op.responses?.[successStatus(op)] ?? {});
  return Boolean(response.content?.['application/json']);
}

/** { curl, javascript, python } for one operation. */
export function examplesFor(doc, { method, path, op, origin }) {
  const upper = method.toUpperCase();
  const url = exampleUrl(doc, origin, path, op);
  const { apiKey, cookie } = securityOf(doc, op);
  const setsCookie = op.operationId === 'register' || op.operationId === 'login';
  const body = jsonBodyOf(doc, op);
  const multipart = isMultipart(op);
  const json = successIsJson(doc, op);

  // curl
  const curlLines = [`curl -s${upper === 'GET' ? '' : ` -X ${upper}`}`];
  if (apiKey) curlLines.push(`-H "x-api-key: $${KEY_ENV}"`);
  if (setsCookie) curlLines.push('-c cookies.txt');
  else if (cookie) curlLines.push('-b cookies.txt');
  if (multipart) curlLines.push('-F file=@report.pdf');
  if (body !== undefined) curlLines.push('-H "content-type: application/json"', `-d '${JSON.stringify(body)}'`);
  curlLines.push(`"${url}"`);
  const curl = curlLines.length === 2 ? curlLines.join(' ') : curlLines.join(' \\\n  ');

  // JavaScript
  let javascript;
  if (multipart) {
    javascript = [
      "import { openAsBlob } from 'node:fs';",
      '',
      'const form = new FormData();',
      "form.append('file', await openAsBlob('report.pdf'), 'report.pdf');",
      '',
      `const response = await fetch('${url}', {`,
      `  method: '${upper}',`,
      `  headers: { 'x-api-key': process.env.${KEY_ENV} },`,
      '  body: form,',
      '});',
      'const result = await response.json();',
      'if (!response.ok) throw new Error(`${result.code}: ${result.message}`);',
      'console.log(result.metadata.title, result.metadata.pages, result.content);',
    ].join('\n');
  } else {
    const options = [];
    if (upper !== 'GET') options.push(`  method: '${upper}',`);
    const headers = [];
    if (apiKey) headers.push(`'x-api-key': process.env.${KEY_ENV}`);
    if (body !== undefined) headers.push("'content-type': 'application/json'");
    if (headers.length) options.push(`  headers: { ${headers.join(', ')} },`);
    if (body !== undefined) options.push(`  body: JSON.stringify(${JSON.stringify(body)}),`);
    if (cookie || setsCookie) options.push("  credentials: 'same-origin', // from a page of this site: the browser keeps the session cookie");
    const call = options.length ? `await fetch('${url}', {\n${options.join('\n')}\n})` : `await fetch('${url}')`;
    javascript = [
      `const response = ${call};`,
      json
        ? 'const data = await response.json();\nif (!response.ok) throw new Error(`${data.code}: ${data.message}`);\nconsole.log(data);'
        : "if (!response.ok) throw new Error(`HTTP ${response.status}`);",
    ].join('\n');
  }

  // Python
  let python;
  if (multipart) {
    python = [
      'import os',
      'import requests',
      '',
      'with open("report.pdf", "rb") as document:',
      '    response = requests.post(',
      `        "${url}",`,
      `        headers={"x-api-key": os.environ["${KEY_ENV}"]},`,
      '        files={"file": document},',
      '        timeout=120,',
      '    )',
      'result = response.json()',
      'if not response.ok:',
      '    raise RuntimeError(f"{result[\'code\']}: {result[\'message\']}")',
      'print(result["metadata"]["title"], result["content"])',
    ].join('\n');
  } else {
    const lines = [];
    if (apiKey) lines.push('import os');
    lines.push('import requests', '');
    const useSession = cookie || setsCookie;
    if (setsCookie) lines.push('session = requests.Session()  # keeps the session cookie for the calls that follow');
    else if (useSession) lines.push('session = requests.Session()  # sign in with this session first: session.post(".../v1/account/login", json=...)');
    const args = [`"${url}"`];
    if (apiKey) args.push(`headers={"x-api-key": os.environ["${KEY_ENV}"]}`);
    if (body !== undefined) args.push(`json=${pythonLiteral(body, 4)}`);
    args.push('timeout=30');
    const caller = useSession ? 'session' : 'requests';
    lines.push(`response = ${caller}.${method.toLowerCase()}(\n    ${args.join(',\n    ')},\n)`);
    lines.push('response.raise_for_status()');
    if (json) lines.push('print(response.json())');
    python = lines.join('\n');
  }
  return { curl, javascript, python };
}
