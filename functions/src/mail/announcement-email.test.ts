import { announcementMail, type AnnouncementMailDetails } from './announcement-email';

const details: AnnouncementMailDetails = {
  text: {
    subjectEn: 'Entries for the state championship open Monday',
    bodyEn:
      'Entries open **Monday**.\n\n- Bring your card\n- Read [the rules](https://example.org/rules)\n\n<script>alert(1)</script>',
    subjectEs: 'Las inscripciones para el campeonato estatal abren el lunes',
    bodyEs: 'Las inscripciones abren el lunes.\n\n1. Traiga su tarjeta',
  },
  language: 'en',
  to: 'maria@example.test',
  unsubscribeToken: 'head.payload.signature',
  siteUrl: 'https://members.example.org/',
  clubName: null,
  kind: 'events',
  announcementId: 'ann-1',
};

describe('announcementMail', () => {
  it('When an English reader receives it, then subject, body, footer and one-click headers are set', () => {
    const mail = announcementMail(details);
    expect(mail.to).toBe('maria@example.test');
    expect(mail.kind).toBe('announcement');
    expect(mail.announcementId).toBe('ann-1');
    expect(mail.message.subject).toBe('Entries for the state championship open Monday');
    expect(mail.message.html).toContain('<li>Bring your card</li>');
    expect(mail.message.html).toContain('<a href="https://example.org/rules">the rules</a>');
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).toContain('&lt;script&gt;');
    expect(mail.message.text).toContain('- Bring your card');
    expect(mail.message.text).toContain('receive its event announcements');
    expect(mail.message.text).toContain(
      'https://members.example.org/unsubscribe?token=head.payload.signature',
    );
    expect(mail.message.html).toContain(
      '<a href="https://members.example.org/unsubscribe?token=head.payload.signature">Unsubscribe</a>',
    );
    expect(mail.message.text).toContain('https://members.example.org/my-account');
    expect(mail.message.headers).toEqual({
      'List-Unsubscribe':
        '<https://members.example.org/api/v1/unsubscribe?token=head.payload.signature>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('When a Spanish reader receives it, then the Spanish text and the Spanish footer are used', () => {
    const mail = announcementMail({ ...details, language: 'es' });
    expect(mail.message.subject).toBe(
      'Las inscripciones para el campeonato estatal abren el lunes',
    );
    expect(mail.message.html).toContain('<div lang="es"><p>Las inscripciones abren el lunes.</p>');
    expect(mail.message.html).toContain('<li>Traiga su tarjeta</li>');
    expect(mail.message.text).toContain('recibe sus anuncios de eventos');
    expect(mail.message.html).toContain('>Cancelar la suscripción</a>');
    expect(mail.message.text).not.toContain('Bring your card');
  });

  it('When no Spanish was written, then a Spanish reader gets the English text with a Spanish footer', () => {
    const mail = announcementMail({
      ...details,
      language: 'es',
      text: { ...details.text, subjectEs: '', bodyEs: ' ' },
    });
    expect(mail.message.subject).toBe('Entries for the state championship open Monday');
    expect(mail.message.html).toContain('<div lang="en">');
    expect(mail.message.text).toContain('Bring your card');
    expect(mail.message.text).toContain('Elija qué anuncios recibe en Mi Cuenta');
  });

  it('When a club writes, then the footer names the club, escaped in the html', () => {
    const mail = announcementMail({
      ...details,
      kind: 'club_messages',
      clubName: 'Lakeshore <Taekwondo> & Co',
    });
    expect(mail.message.text).toContain('you are on the roster of Lakeshore <Taekwondo> & Co');
    expect(mail.message.html).toContain('Lakeshore &lt;Taekwondo&gt; &amp; Co');
    expect(mail.message.html).not.toContain('<Taekwondo>');
  });

  it('When it is association news, then the footer says so', () => {
    const mail = announcementMail({ ...details, kind: 'association_news' });
    expect(mail.message.text).toContain('receive its news');
  });

  it('When it is a test, then the subject is marked, the footer says so and there is no unsubscribe', () => {
    const mail = announcementMail({ ...details, unsubscribeToken: null, test: true });
    expect(mail.message.subject).toBe('[Test] Entries for the state championship open Monday');
    expect(mail.message.text).toContain('This is a test sent only to you');
    expect(mail.message.text).not.toContain('/unsubscribe?token=');
    expect(mail.message.headers).toBeUndefined();
    const spanish = announcementMail({
      ...details,
      language: 'es',
      unsubscribeToken: null,
      test: true,
    });
    expect(spanish.message.subject).toMatch(/^\[Test\] Las inscripciones/);
    expect(spanish.message.text).toContain('Esta es una prueba enviada solo a usted');
  });

  it('When the token has characters a URL must escape, then the links carry it encoded', () => {
    const mail = announcementMail({ ...details, unsubscribeToken: 'a+b/c' });
    expect(mail.message.text).toContain('/unsubscribe?token=a%2Bb%2Fc');
    expect(mail.message.headers?.['List-Unsubscribe']).toContain('token=a%2Bb%2Fc');
  });
});
