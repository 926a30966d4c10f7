import type { Server } from 'node:http';
import type { BlockList, Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { inAddressList } from '../config/address-list';
import { addressKey } from './rate-limit';
import { MINUTE_MS } from '@values-cross/core';

/** How many connections the server holds open at once. */
export interface ConnectionLimits {
  /** Per client address (IPv6: its /64); 0: no cap per address. */
  perAddress: number;
  /** In all, whatever the address. */
  total: number;
  /**
   * Addresses not capped per address: the reverse proxy's (TRUST_PROXY), whose connections carry
   * every client's requests. The proxy caps its clients itself (docs/deploy.md, `limit_conn`).
   */
  uncapped: BlockList | undefined;
}

/** The least time between two log lines about connections refused for the total. */
const DROP_LOG_INTERVAL_MS = MINUTE_MS;

/**
 * Bounds the connections a server holds open: beyond `total` Node closes new ones at once
 * (`server.maxConnections`); beyond `perAddress` from one client address the new connection is
 * closed before it is read, so one client cannot hold the server's connections (half-sent
 * requests wait up to REQUEST_TIMEOUT_MS each). Refusals are logged once per address while it
 * stays at its cap, and at most once a minute for the total.
 */
export function limitConnections(
  server: Server,
  { perAddress, total, uncapped }: ConnectionLimits,
  log: FastifyBaseLogger,
): void {
  server.maxConnections = total;
  let droppedLoggedAt = -Infinity;
  server.on('drop', () => {
    if (Date.now() - droppedLoggedAt < DROP_LOG_INTERVAL_MS) return;
    droppedLoggedAt = Date.now();
    log.warn({ maxConnections: total }, 'connections refused: the server holds its most');
  });
  if (perAddress === 0) return;

  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || (uncapped && inAddressList(uncapped, address))) return;
    const key = addressKey(address);
    const count = open.get(key) ?? 0;
    if (count >= perAddress) {
      socket.destroy();
      if (!refusing.has(key)) {
        refusing.add(key);
        log.warn({ address: key, open: count }, 'connections refused: an address holds its most');
      }
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
      refusing.delete(key);
    });
  });
}
