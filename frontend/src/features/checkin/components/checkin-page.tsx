import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { FoundPerson } from '@/lib/api-types';
import { usePageMeta } from '@/lib/use-page-meta';
import { useShared } from '@/lib/use-shared';
import { LoadingStatus, QueriesFailure } from '@/components/ui/query-state';

import { cameraScan, useGateScanner, type Connection } from '../hooks/use-gate-scanner';
import { countsExits } from '../lib/bundle';
import { readDirection, readGate, saveDirection, saveGate } from '../lib/gate';
import { loadScanner, type ScanDetail, type ScanDirection } from '../lib/island';
import { i18n, useI18n } from '../i18n';
import { GateForm } from './gate-form';
import { LatestScan } from './latest-scan';
import { ManualSearch } from './manual-search';
import { ScanHistory } from './scan-history';
import { ScannerIsland, type ScannerControls } from './scanner-island';
import './checkin.css';

/** A failed load of the list of passes, styled as the page's notices. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- class names
const FAILURE_CLASSES = { alert: 'checkin-notice', message: 'checkin-error' };

/** Where the connection stands, in words. */
function connectionText(connection: Connection): string {
  switch (connection) {
    case 'online':
      return i18n._('checkin.connection.online');
    case 'offline':
      return i18n._('checkin.connection.offline');
    case 'unreachable':
      return i18n._('checkin.connection.unreachable');
  }
}

/** How many scans wait on the device to be synced. */
const pendingText = (count: number) =>
  count === 1
    ? i18n._('checkin.sync.pendingOne', { count })
    : i18n._('checkin.sync.pendingOther', { count });

/**
 * /checkin (volunteers, moderators, admins): the gate scanner. The volunteer names the gate
 * (remembered on the device); the page shows the check-in list the gate scans for (the organisers
 * set it) and, at a list that counts entry and exit, whether the volunteer scans people in or out
 * (remembered too). The scanner island reads passes from the camera and judges them offline by the
 * list's rules; each scan goes to the server with its direction when there is a network, else it
 * waits on the device and is synced later. The page shows the connection, how many scans wait, the
 * latest answer, the last ten scans, and a search for people without their pass. Made for phones:
 * one column at 360 px.
 */
export function CheckinPage() {
  const { i18n } = useI18n();
  const title = i18n._('checkin.title');
  usePageMeta(title, i18n._('checkin.description'));
  const [gate, setGate] = useState(readGate);
  const [chosen, setChosen] = useState(readDirection);
  const controls = useRef<ScannerControls>(null);
  const scanner = useGateScanner(controls);
  const { record } = scanner;
  // The list the gate scans for, by fest-shared's rule (the list naming the gate, else the default).
  const loaded = useShared();
  const lists = scanner.bundle?.lists;
  const at = loaded.status === 'ready' && lists ? loaded.shared.listForGate(lists, gate) : null;
  const list = at === null ? null : (lists?.[at] ?? null);
  // Out only at a list that counts exits; elsewhere every scan goes in.
  const direction: ScanDirection = countsExits(list) ? chosen : 'in';

  // The scanner's code is fetched as the page opens, so it is there if the network goes before the
  // gate is named.
  useEffect(() => {
    loadScanner().catch((error: unknown) => {
      console.warn('The scanner could not be fetched yet', error);
    });
  }, []);

  const changeGate = (next: string) => {
    saveGate(next);
    setGate(next);
  };

  const changeDirection = (next: ScanDirection) => {
    saveDirection(next);
    setChosen(next);
  };

  const onScan = useCallback(
    (scan: ScanDetail) => {
      void record(cameraScan(scan, scan.gate || gate));
    },
    [record, gate],
  );

  const checkIn = useCallback(
    (person: FoundPerson) =>
      record({ token: person.token, gate, direction, scannedAt: new Date().toISOString() }),
    [record, gate, direction],
  );

  let camera: ReactNode;
  if (gate === '') {
    camera = <p className="checkin-muted">{i18n._('checkin.gateFirst')}</p>;
  } else if (scanner.bundle && scanner.ready) {
    camera = (
      <ScannerIsland
        ref={controls}
        bundle={scanner.bundle}
        gate={gate}
        direction={direction}
        onScan={onScan}
      />
    );
  } else if (scanner.bundleQuery.isError && !scanner.bundleQuery.isFetching) {
    camera = (
      <QueriesFailure
        queries={[{ query: scanner.bundleQuery, label: i18n._('checkin.scanner.bundleFailed') }]}
        retryLabel={i18n._('checkin.tryAgain')}
        classes={FAILURE_CLASSES}
      />
    );
  } else if (scanner.connection === 'offline' && scanner.ready) {
    camera = (
      <p className="checkin-notice" role="alert">
        {i18n._('checkin.scanner.noBundleOffline')}
      </p>
    );
  } else {
    camera = (
      <LoadingStatus label={i18n._('checkin.scanner.loadingBundle')} className="checkin-muted" />
    );
  }

  return (
    <section className="checkin" aria-labelledby="checkin-title">
      <header className="checkin__head">
        <h1 id="checkin-title" className="checkin__title">
          {title}
        </h1>
        <div className="checkin__status">
          <p
            className="checkin-connection"
            data-testid="connection-status"
            data-connection={scanner.connection}
            role="status"
          >
            {connectionText(scanner.connection)}
          </p>
          <p
            className="checkin-pending"
            data-testid="pending-count"
            data-count={scanner.pending}
            role="status"
          >
            {pendingText(scanner.pending)}
          </p>
          {scanner.pending > 0 && scanner.connection !== 'offline' && (
            <Button
              variant="ghost"
              className="checkin-small-button"
              disabled={scanner.syncing}
              onClick={() => {
                void scanner.sync();
              }}
            >
              {scanner.syncing ? i18n._('checkin.sync.busy') : i18n._('checkin.sync.now')}
            </Button>
          )}
        </div>
        {scanner.storeMissing && (
          <p className="checkin-warning">{i18n._('checkin.storeUnavailable')}</p>
        )}
      </header>
      <GateForm
        gate={gate}
        onChange={changeGate}
        list={list}
        direction={direction}
        onDirection={changeDirection}
      />
      {camera}
      <LatestScan verdict={scanner.history[0]} />
      <ScanHistory history={scanner.history} />
      <ManualSearch gate={gate} onCheckIn={checkIn} />
    </section>
  );
}
