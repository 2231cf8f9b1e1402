// The services of spec §7, each an openapi/<name>.yaml served by the demo API under /api/<name>.
export const services = ['main', 'notifications', 'support-desk', 'chatbot'];
// Services whose contract has operations yet, so orval has hooks to write for them.
export const clientServices = ['main', 'notifications', 'support-desk', 'chatbot'];
