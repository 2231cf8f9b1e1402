import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { ElectiveCourse } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { serviceUrl } from '@/lib/http';
import { VideoEmbed } from '@/ui/VideoEmbed';
import { texts } from '../texts';

const { electives } = texts;

interface ElectiveOptionProps {
  option: ElectiveCourse;
  /** What the reader can do with it: choose it, or nothing once chosen. */
  action?: ReactNode;
}

/**
 * One option of an elective or autonomous unit: its image, name, descriptions, sessions and
 * deadlines, and its video (embedded only from YouTube or Vimeo; any other link stays a link).
 */
export default function ElectiveOption({ option, action }: ElectiveOptionProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {option.imageUrl && (
        <Box
          component="img"
          src={serviceUrl('main', option.imageUrl)}
          alt={electives.imageAlt(option.electiveName)}
          loading="lazy"
          decoding="async"
          width={640}
          height={360}
          sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      )}
      <CardContent sx={{ flex: 1 }}>
        <Stack spacing={1.5}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
            {option.electiveName}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{option.shortWebDescription}</Typography>
          <Typography variant="body2" color="text.secondary">
            {option.webDescription}
          </Typography>
          <Typography variant="body2">
            {[
              electives.sessions(option.sessionElective),
              electives.inscription(formatDate(option.inscriptionDeadline)),
              electives.culmination(formatDate(option.culminationDeadline)),
            ].join(' · ')}
          </Typography>
          {option.videoUrl && <VideoEmbed link={option.videoUrl} hosts={['YouTube', 'Vimeo']} />}
          {action}
        </Stack>
      </CardContent>
    </Card>
  );
}
