import Fastify from 'fastify';

/**
 * A CAS 2.0 server stand-in for tests only: it knows the tickets it was told about and answers
 * /serviceValidate the way a CAS server does (XML with the cas: namespace).
 */
export async function startCasDouble(
  tickets: Record<string, { user: string; service: string; tenantId?: string }>,
  options: { signedInUser?: string } = {},
) {
  const app = Fastify();
  const used = new Set<string>();
  let issued = 0;
  // The CAS login page of a user who is already signed in at the CAS server: straight back with a ticket.
  app.get<{ Querystring: { service?: string } }>('/cas/login', async (request, reply) => {
    const { service = '' } = request.query;
    if (!options.signedInUser || !service) return reply.code(400).send('no service or no CAS user');
    const ticket = `ST-auto-${++issued}`;
    tickets[ticket] = { user: options.signedInUser, service };
    return reply.redirect(`${service}${service.includes('?') ? '&' : '?'}ticket=${ticket}`, 302);
  });
  app.get<{ Querystring: { ticket?: string; service?: string } }>('/cas/serviceValidate', async (request, reply) => {
    const { ticket = '', service = '' } = request.query;
    const known = tickets[ticket];
    reply.type('application/xml');
    if (!known || used.has(ticket) || known.service !== service) {
      return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ${ticket} not recognized</cas:authenticationFailure></cas:serviceResponse>`;
    }
    used.add(ticket);
    const attributes = known.tenantId ? `<cas:attributes><cas:tenantId>${known.tenantId}</cas:tenantId></cas:attributes>` : '';
    return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${known.user}</cas:user>${attributes}</cas:authenticationSuccess></cas:serviceResponse>`;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `${address}/cas`, close: () => app.close() };
}
