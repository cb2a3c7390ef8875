import { useEffect, useId, useState, type CSSProperties } from 'react';

import { useI18n } from '../i18n';
import './json-tree.css';

/** SPEC 2.15 and 9: collapsed to depth 1, indent 2. */
export const COLLAPSED_DEPTH = 1;
export const INDENT = 2;

type Container = Record<string, unknown> | unknown[];

const isContainer = (value: unknown): value is Container =>
  typeof value === 'object' && value !== null;

/** The data type label of a value, as JSON viewers print it (the same in every language). */
/* eslint-disable lingui/no-unlocalized-strings -- data types */
export function typeLabel(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'number':
      return Number.isInteger(value) ? 'int' : 'float';
    case 'boolean':
      return 'bool';
    case 'string':
      return 'string';
    case 'object':
      return 'object';
    default:
      return typeof value;
  }
}
/* eslint-enable lingui/no-unlocalized-strings */

const sizeOf = (value: Container) =>
  Array.isArray(value) ? value.length : Object.keys(value).length;

/* eslint-disable lingui/no-unlocalized-strings -- JSON's own words */
function primitiveText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      return value === null ? 'null' : typeof value;
  }
}
/* eslint-enable lingui/no-unlocalized-strings */

/** Copies a value (pretty JSON, indent 2) and says so for a moment. */
function CopyButton({ value, name }: { value: unknown; name: string }) {
  const [copied, setCopied] = useState(false);
  const { i18n } = useI18n();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => {
      setCopied(false);
    }, 1500);
    return () => {
      clearTimeout(timer);
    };
  }, [copied]);

  const copy = async () => {
    const text = typeof value === 'string' ? value : JSON.stringify(value, null, INDENT);
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.warn('Could not copy to the clipboard', error);
    }
  };

  return (
    <>
      <button
        type="button"
        className="json-tree__copy"
        aria-label={i18n._('json-viewer.tree.copyOf', { name })}
        onClick={() => void copy()}
      >
        {copied ? i18n._('json-viewer.tree.copied') : i18n._('json-viewer.tree.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {copied ? i18n._('json-viewer.tree.copiedOf', { name }) : ''}
      </span>
    </>
  );
}

function Key({ name, index }: { name: string | null; index: boolean }) {
  if (name === null) return null;
  return (
    <>
      <span className={index ? 'json-tree__index' : 'json-tree__key'}>
        {index ? name : JSON.stringify(name)}
      </span>
      <span className="json-tree__punct">: </span>
    </>
  );
}

function Node({
  name,
  value,
  depth,
  index,
  label,
}: {
  /** The key (null for the root). */
  name: string | null;
  value: unknown;
  depth: number;
  /** Whether `name` is an array position. */
  index: boolean;
  /** How the node is called for the buttons ("root", "registrations", "registrations[0]"). */
  label: string;
}) {
  const [open, setOpen] = useState(depth < COLLAPSED_DEPTH);
  const childrenId = useId();
  const { i18n } = useI18n();

  if (!isContainer(value)) {
    const type = typeLabel(value);
    return (
      <li className="json-tree__item">
        <Key name={name} index={index} />
        <span className="json-tree__type">{type}</span>{' '}
        <span className={`json-tree__value json-tree__value--${type}`}>{primitiveText(value)}</span>
        <CopyButton value={value} name={label} />
      </li>
    );
  }

  const array = Array.isArray(value);
  const entries: [string, unknown][] = array
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value);
  const [openBrace, closeBrace] = array ? ['[', ']'] : ['{', '}'];
  const size = sizeOf(value);

  return (
    <li className="json-tree__item">
      <button
        type="button"
        className="json-tree__toggle"
        aria-expanded={open}
        aria-controls={open ? childrenId : undefined}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <span className="json-tree__arrow" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        {name === null ? (
          <span className="visually-hidden">{label}</span>
        ) : (
          <Key name={name} index={index} />
        )}
      </button>
      <span className="json-tree__type">{typeLabel(value)}</span>{' '}
      <span className="json-tree__punct">{openBrace}</span>
      {!open && <span className="json-tree__punct">…{closeBrace}</span>}{' '}
      <span className="json-tree__size">
        {size === 1
          ? i18n._('json-viewer.tree.oneItem')
          : i18n._('json-viewer.tree.items', { count: size })}
      </span>
      <CopyButton value={value} name={label} />
      {open && (
        <>
          <ul id={childrenId} className="json-tree__children">
            {entries.map(([key, child]) => (
              <Node
                key={key}
                name={key}
                value={child}
                depth={depth + 1}
                index={array}
                label={array ? `${label}[${key}]` : `${label}.${key}`}
              />
            ))}
          </ul>
          <span className="json-tree__punct">{closeBrace}</span>
        </>
      )}
    </li>
  );
}

/**
 * A JSON value as a tree (SPEC 2.15): collapsed below depth 1, with copy buttons, data type labels,
 * sizes and an indent of 2. Every object and array is a disclosure button (keyboard operable,
 * aria-expanded), and only open nodes render their children.
 */
export function JsonTree({ data, label }: { data: unknown; label?: string }) {
  const { i18n } = useI18n();
  return (
    <ul className="json-tree" style={{ '--json-indent': `${INDENT}ch` } as CSSProperties}>
      <Node
        name={null}
        value={data}
        depth={0}
        index={false}
        label={label ?? i18n._('json-viewer.tree.root')}
      />
    </ul>
  );
}
