import { useId } from 'react';

import type { FixturesRules } from '@/lib/wasm-fixtures';

import { useI18n } from '../i18n';
import { FIXTURES_MSG as MSG } from '../messages';

/** What the fixtures' rules answer for a format and the teams (`generateFixtures`). */
export type PreviewResult = ReturnType<FixturesRules['generateFixtures']>;
type Drawn = NonNullable<PreviewResult['fixtures']>;
type Slot = Drawn['matches'][number]['home'];

/** A slot as the bracket reads it: a team's name, "Winner of M1", "Group A #2". */
export function slotText(slot: Slot, names: ReadonlyMap<string, string>): string {
  switch (slot.kind) {
    case 'entrant':
      return names.get(slot.id) ?? slot.id;
    case 'winnerOf':
      return MSG.winnerOf(slot.matchId);
    case 'loserOf':
      return MSG.loserOf(slot.matchId);
    case 'groupPlace':
      return MSG.groupPlace(slot.group, slot.place);
  }
}

/**
 * The fixtures drawn in the browser by the fixtures' WebAssembly module, before anything is saved:
 * the groups, then each round's matches and byes; or why the rules refuse the format.
 */
export function FixturesPreview({ result }: { result: PreviewResult }) {
  useI18n();
  const titleId = useId();
  if (!result.ok || !result.fixtures) {
    const messages = Object.values(result.errors).flat();
    return (
      <div role="alert" className="fixtures-preview fixtures-preview--failed">
        <p>{MSG.previewFailed}</p>
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      </div>
    );
  }
  const drawn = result.fixtures;
  const names = new Map(drawn.entrants.map((e) => [e.id, e.name ?? e.id]));
  const matches = new Map(drawn.matches.map((m) => [m.id, m]));
  return (
    <section className="fixtures-preview" aria-labelledby={titleId}>
      <h3 id={titleId}>{MSG.previewTitle}</h3>
      <p className="fixtures-hint">{MSG.previewHint}</p>
      {(drawn.groups ?? []).length > 0 && (
        <ul className="fixtures-preview__groups">
          {(drawn.groups ?? []).map((g) => (
            <li key={g.name}>
              <strong>{MSG.group(g.name)}</strong>:{' '}
              {g.entrants.map((id) => names.get(id) ?? id).join(', ')}
            </li>
          ))}
        </ul>
      )}
      {drawn.rounds.map((round) => (
        <div key={round.number} className="fixtures-preview__round">
          <h4>{round.name}</h4>
          <ul>
            {round.matches.map((id) => {
              const m = matches.get(id);
              if (!m) return null;
              return (
                <li key={id}>
                  <span className="fixtures-id">{id}</span> {slotText(m.home, names)} {MSG.versus}{' '}
                  {slotText(m.away, names)}
                </li>
              );
            })}
          </ul>
          {round.byes.length > 0 && (
            <p className="fixtures-hint">
              {MSG.bye(round.byes.map((s) => slotText(s, names)).join(', '))}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}
