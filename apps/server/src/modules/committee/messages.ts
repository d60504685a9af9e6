import { serverCatalogue } from '../../lib/i18n.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };

/** The renewal review's e-mail to the member in each language (docs/i18n.md "The server's texts"). */
export const committeeText = serverCatalogue({ en, es, 'pt-BR': ptBR, de });
