/**
 * The STOMP destination of one actor's notifications (the token's `ida`): the demo broker only
 * lets that actor subscribe to it, and RabbitMQ's Web-STOMP declares it as a queue.
 */
export const notificationQueue = (actorId: number) => `/queue/notificaciones.${actorId}`;
