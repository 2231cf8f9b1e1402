// The live client against RabbitMQ's Web-STOMP: run by scripts/test-rabbitmq.mjs, which starts the
// node and hands it over in CAMPUS_RABBITMQ_NODE (not part of `npm run test:unit`).
import { Client } from '@stomp/stompjs';
import { it } from 'vitest';
import { checkLiveDelivery } from '@/test/live/liveDelivery.check';
import { notificationQueue } from '@/features/notifications/live/liveConstants';
import { rabbitmqctl, webStompUrl, type RabbitmqNode } from './rabbitmqNode.ts';

function nodeFromEnvironment(): RabbitmqNode {
  const json = process.env.CAMPUS_RABBITMQ_NODE;
  if (!json)
    throw new Error('Run through scripts/test-rabbitmq.mjs: CAMPUS_RABBITMQ_NODE is not set');
  return JSON.parse(json) as RabbitmqNode;
}

const node = nodeFromEnvironment();

// RabbitMQ's default user, which it accepts from loopback only; production signs in with the JWT.
const GUEST = { login: 'guest', passcode: 'guest' };
const ACTOR_ID = 4242;

/**
 * Publishes as the backend does: through the default exchange, with the queue's name as routing
 * key (`/amq/queue/<name>` in STOMP). A SEND to `/queue/<name>` would declare the queue again, and
 * RabbitMQ refuses that: the subscriber declared it non-durable, which makes it exclusive to the
 * subscriber's connection (RESOURCE_LOCKED). The receipt says the broker has taken the message.
 */
async function publish(body: string): Promise<void> {
  const publisher = new Client({
    brokerURL: webStompUrl(node),
    connectHeaders: GUEST,
    reconnectDelay: 0,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      publisher.onStompError = (frame) => reject(new Error(`publisher: ${frame.headers.message}`));
      publisher.onWebSocketClose = () => reject(new Error('publisher: connection closed'));
      publisher.onConnect = () => {
        publisher.watchForReceipt('publicado', () => resolve());
        publisher.publish({
          destination: notificationQueue(ACTOR_ID).replace(/^\/queue\//, '/amq/queue/'),
          headers: { 'content-type': 'application/json', receipt: 'publicado' },
          body,
        });
      };
      publisher.activate();
    });
  } finally {
    await publisher.deactivate();
  }
}

it('delivers notifications to the live client and sees it reconnect', async () => {
  await checkLiveDelivery({
    brokerURL: webStompUrl(node),
    ...GUEST,
    actorId: ACTOR_ID,
    publish,
    // Closes Web-STOMP connections as well as AMQP ones.
    dropConnections: async () => {
      await rabbitmqctl(node, ['close_all_connections', 'live delivery test']);
    },
  });
});
