import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

configure({ asyncUtilTimeout: 8000 });

/** A member who chose Spanish in Settings. */
const profile = buildProfile({ preferredLanguage: 'es' });

describe('the support page in Spanish', () => {
  it('speaks Spanish: the contact form, its outcome and the common questions', async () => {
    signInAs(profile);
    installFakeFetch({
      'GET /api/profile': { body: profile },
      'POST /api/support/contact': { status: 201, body: { message: 'Sent' } },
    });
    renderApp('/support');
    const subject = await screen.findByLabelText('Asunto');
    expect(screen.getByText(`Te respondemos a ${profile.email}, normalmente en un día laborable.`)).toBeInTheDocument();
    expect(screen.getByText('¿Cómo cambio mi contraseña o mi correo electrónico?')).toBeInTheDocument();
    expect(screen.getByText('¿Qué es la ventana «Actualización disponible»?')).toBeInTheDocument();

    await userEvent.type(subject, 'Calendario');
    await userEvent.type(screen.getByLabelText('Mensaje'), 'El archivo ICS se abre vacío.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await findToast('Mensaje enviado')).toBeInTheDocument();
  }, 30_000);
});
