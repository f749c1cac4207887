/**
 * Words of diagnosis, condition and disability, in English and Spanish: what a training attestation,
 * its print and the verify page's panel must never carry (docs/decisions/044-training-attestation.md).
 * Matched as whole words, case and accents aside. Words a document may innocently hold are left out: a
 * dog's task ("alert", "guide"), and "disability" itself, which the ADA's two questions name ("required
 * because of a disability") and every letter states; task categories a handler chose to name are checked
 * separately.
 */
// prettier-ignore
const ENGLISH = [
  'disabled', 'disorder', 'diagnosis', 'diagnosed', 'condition', 'impairment', 'impaired',
  'illness', 'disease', 'syndrome', 'handicap', 'handicapped', 'patient', 'symptom', 'symptoms', 'chronic',
  'blind', 'blindness', 'visually impaired', 'low vision', 'deaf', 'deafness', 'hard of hearing',
  'hearing loss', 'hearing impaired', 'mute', 'paralysis', 'paralyzed', 'paraplegic', 'paraplegia',
  'quadriplegic', 'quadriplegia', 'tetraplegia', 'wheelchair', 'amputee', 'amputation', 'spinal cord injury',
  'cerebral palsy', 'muscular dystrophy', 'multiple sclerosis', 'parkinson', 'parkinsons', 'als',
  'arthritis', 'fibromyalgia', 'lupus', 'epilepsy', 'epileptic', 'seizure', 'seizures', 'convulsions',
  'narcolepsy', 'diabetes', 'diabetic', 'hypoglycemia', 'hyperglycemia', 'insulin', 'allergy', 'allergies',
  'anaphylaxis', 'asthma', 'copd', 'heart disease', 'cardiac', 'arrhythmia', 'pots', 'syncope', 'fainting',
  'migraine', 'migraines', 'stroke', 'brain injury', 'tbi', 'concussion', 'dementia', 'alzheimer',
  'alzheimers', 'cancer', 'hiv', 'aids', 'kidney', 'dialysis', 'vertigo', 'tinnitus', 'autism', 'autistic',
  'asperger', 'aspergers', 'adhd', 'attention deficit', 'hyperactivity', 'dyslexia', 'intellectual disability',
  'down syndrome', 'developmental', 'ptsd', 'post-traumatic', 'posttraumatic', 'trauma', 'traumatic',
  'anxiety', 'panic', 'panic attack', 'panic attacks', 'depression', 'depressive', 'bipolar', 'mania',
  'manic', 'schizophrenia', 'schizophrenic', 'psychosis', 'psychotic', 'psychiatric', 'mental illness',
  'mental health', 'ocd', 'obsessive', 'compulsive', 'agoraphobia', 'phobia', 'eating disorder', 'anorexia',
  'bulimia', 'suicidal', 'self-harm', 'dissociative', 'personality disorder', 'borderline', 'addiction',
  'substance', 'medication', 'medications', 'prescription', 'therapy', 'therapist', 'psychologist',
  'psychiatrist', 'physician', 'doctor', 'medical', 'clinical', 'neurological', 'cognitive',
] as const;

// prettier-ignore
const SPANISH = [
  'discapacitado', 'discapacitada', 'trastorno', 'diagnostico', 'diagnosticado',
  'diagnosticada', 'condicion medica', 'enfermedad', 'enfermo', 'enferma', 'sindrome', 'minusvalido',
  'minusvalida', 'paciente', 'sintoma', 'sintomas', 'cronico', 'cronica', 'ciego', 'ciega', 'ceguera',
  'baja vision', 'discapacidad visual', 'sordo', 'sorda', 'sordera', 'perdida auditiva', 'hipoacusia',
  'discapacidad auditiva', 'paralisis', 'paralizado', 'paraplejia', 'parapléjico', 'cuadriplejia',
  'tetraplejia', 'silla de ruedas', 'amputado', 'amputacion', 'lesion medular', 'paralisis cerebral',
  'distrofia muscular', 'esclerosis multiple', 'esclerosis', 'artritis', 'fibromialgia', 'epilepsia',
  'epileptico', 'epileptica', 'convulsion', 'convulsiones', 'ataque epileptico', 'crisis epileptica',
  'narcolepsia', 'diabetes', 'diabetico', 'diabetica', 'hipoglucemia', 'hiperglucemia', 'insulina',
  'alergia', 'alergias', 'anafilaxia', 'asma', 'cardiaco', 'cardiaca', 'arritmia', 'desmayo', 'desmayos',
  'migrana', 'migranas', 'derrame cerebral', 'lesion cerebral', 'conmocion', 'demencia', 'alzheimer',
  'cancer', 'vih', 'sida', 'dialisis', 'vertigo', 'autismo', 'autista', 'tdah', 'deficit de atencion',
  'hiperactividad', 'dislexia', 'discapacidad intelectual', 'tept', 'estres postraumatico', 'postraumatico',
  'trauma', 'traumatico', 'ansiedad', 'panico', 'ataque de panico', 'ataques de panico', 'depresion',
  'depresivo', 'depresiva', 'bipolar', 'mania', 'esquizofrenia', 'esquizofrenico', 'psicosis', 'psicotico',
  'psiquiatrico', 'psiquiatrica', 'enfermedad mental', 'salud mental', 'toc', 'obsesivo', 'compulsivo',
  'agorafobia', 'fobia', 'anorexia', 'bulimia', 'suicida', 'autolesion', 'disociativo', 'adiccion',
  'medicamento', 'medicamentos', 'receta medica', 'terapia', 'terapeuta', 'psicologo', 'psiquiatra',
  'medico', 'medica', 'clinico', 'neurologico', 'cognitivo',
] as const;

export const DISABILITY_WORDS: readonly string[] = [...ENGLISH, ...SPANISH];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The words of the list `text` holds, as whole words; none: an empty list. */
export function disabilityWordsIn(text: string): string[] {
  const haystack = ` ${plain(text).replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
  return DISABILITY_WORDS.filter((word) => haystack.includes(` ${plain(word)} `));
}
