/**
 * A small, strict iCalendar (RFC 5545) reader for the feed's tests: no parser library is installed (decision 046), so
 * this one refuses what a real parser would trip on — bare LF line ends, physical lines over 75 octets, a component
 * not closed, a property without a value, an unknown escape — and unfolds and unescapes the rest.
 */

export interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

/** The first property of that name in a component, or undefined. */
export const prop = (component: Component, name: string): Property | undefined =>
  component.properties.find((p) => p.name === name);

/** A TEXT value unescaped (§3.3.11); throws on an escape the RFC does not define. */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)/g, (_, char: string) => {
    if (char === 'n' || char === 'N') return '\n';
    if (char === '\\' || char === ';' || char === ',') return char;
    throw new Error(`unknown escape \\${char}`);
  });
}

/** Parses a whole iCalendar stream into its VCALENDAR component. */
export function readCalendar(text: string): Component {
  if (!text.endsWith('\r\n')) throw new Error('the stream must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error('bare CR or LF inside a line');
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`line over 75 octets: ${line}`);
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (logical.length === 0) throw new Error('a continuation line comes first');
      logical[logical.length - 1] += line.slice(1);
    } else {
      logical.push(line);
    }
  }
  const stack: Component[] = [];
  let root: Component | undefined;
  for (const line of logical) {
    const property = parseLine(line);
    if (property.name === 'BEGIN') {
      const component: Component = { name: property.value, properties: [], components: [] };
      const parent = stack.at(-1);
      if (parent) parent.components.push(component);
      else if (root) throw new Error('more than one top-level component');
      else root = component;
      stack.push(component);
    } else if (property.name === 'END') {
      const open = stack.pop();
      if (!open || open.name !== property.value) throw new Error(`END:${property.value} closes ${open?.name}`);
    } else {
      const current = stack.at(-1);
      if (!current) throw new Error(`property outside a component: ${line}`);
      current.properties.push(property);
    }
  }
  if (stack.length > 0 || !root) throw new Error('unclosed component');
  if (root.name !== 'VCALENDAR') throw new Error('not a VCALENDAR');
  for (const required of ['VERSION', 'PRODID']) {
    if (!prop(root, required)) throw new Error(`VCALENDAR without ${required}`);
  }
  for (const event of root.components.filter((c) => c.name === 'VEVENT')) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART']) {
      if (!prop(event, required)) throw new Error(`VEVENT without ${required}`);
    }
  }
  return root;
}

/** name *(";" param) ":" value, with quoted parameter values. */
function parseLine(line: string): Property {
  const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^";:,]*))*):(.*)$/.exec(line);
  if (!match) throw new Error(`malformed content line: ${line}`);
  const [, name = '', paramText = '', value = ''] = match;
  const params: Record<string, string> = {};
  for (const param of paramText.split(';').slice(1)) {
    const [key = '', raw = ''] = param.split('=');
    params[key.toUpperCase()] = raw.replace(/^"|"$/g, '');
  }
  return { name: name.toUpperCase(), params, value };
}
