import { serverCatalogue } from '../../lib/i18n.ts';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import ptBR from './messages/pt-BR.json' with { type: 'json' };

/** The rota's notices and reminder e-mail in each language (docs/i18n.md "The server's texts"). */
export const rotaText = serverCatalogue({ en, es, 'pt-BR': ptBR, de });
