import { z } from 'zod';
import { withFileBlocks } from '@/lib/files/blocks';
import { heldLine } from '@/lib/files/held-files';
import { defineSkill } from '@/lib/skills/define-skill';
import { SkillError } from '@/lib/util/skill-error';

// A file the user attached in an earlier turn of this conversation, read again (the context lists
// them): the user gave it once; asking them to attach it again is what this replaces.
export default defineSkill({
  name: 'read_attached_file',
  description: 'Reads again a file the user attached earlier in this conversation (listed in the context), by its name.',
  hint: 'a file attached earlier',
  terms: {
    en: 'read the attached file again, the pdf I sent earlier, the file from before, earlier attachment, look at the document again, uploaded file',
    fr: 'relire le fichier joint, le pdf envoyé plus tôt, le fichier de tout à l’heure, document déjà envoyé',
    es: 'volver a leer el archivo adjunto, el pdf que envié antes, el archivo de antes, documento enviado',
    de: 'angehängte Datei erneut lesen, das PDF von vorhin, die Datei von vorher, hochgeladene Datei',
    nl: 'bijgevoegd bestand opnieuw lezen, de pdf van eerder, het bestand van daarnet, geüploade bestand',
  },
  input: z.object({ name: z.string().min(1).describe('The file name as the context lists it') }),
  risk: 'read',
  async execute({ name }, { files }) {
    if (!files) throw new SkillError('No conversation files can be read here.', 'Ask the user to attach the file to a chat message.');
    const { ref, blocks } = await files.read(name);
    return withFileBlocks({ source: 'weft:read_attached_file', file: heldLine(ref), untrusted_record_data: true }, blocks);
  },
  summary: ({ name }) => `Read ${name} again`,
});
