import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Questionnaire360 } from '../../../../shared/contracts/leader360';

export type Comments = { KEEP?: string; CHANGE?: string };

/** The 360's questions by capability, each on the frequency scale, and the two open questions. */
export function Questionnaire(props: {
  /** The level of each capability's heading: under the page's h1 (a rater's page) or under a section's h2. */
  headingLevel?: 2 | 3;
  questionnaire: Questionnaire360;
  answers: Record<string, number>;
  comments: Comments;
  disabled?: boolean;
  onAnswer(code: string, value: number): void;
  onComment(code: 'KEEP' | 'CHANGE', text: string): void;
}) {
  const { questionnaire: q } = props;
  return (
    <Stack spacing={2}>
      {q.capabilities.map((cap) => (
        <Paper key={cap.code} variant="outlined" sx={{ p: 2 }}>
          <Typography
            component={props.headingLevel === 2 ? 'h2' : 'h3'}
            variant="subtitle1"
            sx={{ fontWeight: 600 }}
            gutterBottom
          >
            {cap.name}
          </Typography>
          <Stack spacing={1.5}>
            {q.items
              .filter((i) => i.capability === cap.code)
              .map((item) => (
                <FormControl key={item.code} disabled={props.disabled}>
                  <FormLabel id={`q-${item.code}`} sx={{ color: 'text.primary' }}>
                    {item.text}
                  </FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={`q-${item.code}`}
                    value={props.answers[item.code] ?? ''}
                    onChange={(e) => props.onAnswer(item.code, Number(e.target.value))}
                  >
                    {q.scale.map((s) => (
                      <FormControlLabel
                        key={s.value}
                        value={s.value}
                        control={<Radio size="small" />}
                        label={<Typography variant="body2">{s.label}</Typography>}
                      />
                    ))}
                  </RadioGroup>
                </FormControl>
              ))}
          </Stack>
        </Paper>
      ))}
      {q.openQuestions.map((oq) => (
        <TextField
          key={oq.code}
          label={oq.text}
          multiline
          minRows={2}
          disabled={props.disabled}
          value={props.comments[oq.code] ?? ''}
          onChange={(e) => props.onComment(oq.code, e.target.value)}
        />
      ))}
    </Stack>
  );
}
