import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { FakeEventSource } from '@/test/fake-event-source';
import { render } from '@/test/render';

import { festDayKeys } from '../api/query-keys';
import { useLiveUpdates } from './use-live-updates';

/** A query under a fest-day key, counting how often it is asked. */
function Probe({ name, queryKey }: { name: string; queryKey: readonly unknown[] }) {
  const asked = useRef(0);
  const query = useQuery({
    queryKey,
    queryFn: () => {
      asked.current += 1;
      return Promise.resolve(asked.current);
    },
  });
  return <p>{`${name}: ${String(query.data ?? 0)}`}</p>;
}

function Page() {
  const status = useLiveUpdates();
  return (
    <>
      <p>{`status: ${status}`}</p>
      <Probe name="football" queryKey={festDayKeys.fixtureSet('football', 'Men')} />
      <Probe name="chess" queryKey={festDayKeys.fixtureSet('chess', '')} />
      <Probe name="schedule" queryKey={festDayKeys.schedule({})} />
      <Probe name="standings" queryKey={festDayKeys.standings} />
      <Probe name="race" queryKey={festDayKeys.race('race-1')} />
      <Probe name="races" queryKey={festDayKeys.raceList} />
    </>
  );
}

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const update = (kind: string, event: string) => ({
  kind,
  setId: `set-${event}`,
  event,
  category: '',
  version: 2,
  matches: ['M1'],
});

describe('useLiveUpdates', () => {
  it('asks again for what an update touches, and for everything on a resync', async () => {
    const { unmount } = render(<Page />);
    await screen.findByText('standings: 1');
    await screen.findByText('football: 1');
    const source = FakeEventSource.latest;
    expect(screen.getByText('status: connecting')).toBeInTheDocument();
    source.emit('ready');
    expect(screen.getByText('status: live')).toBeInTheDocument();

    source.emit('update', update('result', 'football'));
    expect(await screen.findByText('football: 2')).toBeInTheDocument();
    expect(await screen.findByText('schedule: 2')).toBeInTheDocument();
    expect(await screen.findByText('standings: 2')).toBeInTheDocument();
    expect(screen.getByText('chess: 1')).toBeInTheDocument();

    source.emit('resync');
    expect(await screen.findByText('chess: 2')).toBeInTheDocument();
    expect(await screen.findByText('football: 3')).toBeInTheDocument();
    expect(await screen.findByText('standings: 3')).toBeInTheDocument();

    source.emit('error');
    expect(screen.getByText('status: reconnecting')).toBeInTheDocument();
    // Back after a dropped connection: updates may have been missed, so everything is asked again.
    source.emit('ready');
    expect(await screen.findByText('chess: 3')).toBeInTheDocument();
    expect(screen.getByText('status: live')).toBeInTheDocument();

    unmount();
    expect(source.closed).toBe(true);
  });

  it('asks again for a race and the list of races when athletics changes', async () => {
    render(<Page />);
    await screen.findByText('race: 1');
    await screen.findByText('races: 1');
    const source = FakeEventSource.latest;
    source.emit('update', { ...update('result', 'football'), setId: 'set-football' });
    expect(await screen.findByText('football: 2')).toBeInTheDocument();
    expect(screen.getByText('race: 1')).toBeInTheDocument();
    expect(screen.getByText('races: 1')).toBeInTheDocument();

    source.emit('update', { ...update('result', 'athletics'), setId: 'race-1' });
    expect(await screen.findByText('race: 2')).toBeInTheDocument();
    expect(await screen.findByText('races: 2')).toBeInTheDocument();
    expect(screen.getByText('football: 2')).toBeInTheDocument();
  });

  it('is unavailable without EventSource', () => {
    vi.stubGlobal('EventSource', undefined);
    render(<Page />);
    expect(screen.getByText('status: unavailable')).toBeInTheDocument();
  });
});
