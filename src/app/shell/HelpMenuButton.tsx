import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useConsultarTourMenu } from '@generated/main/endpoints/tour/tour';
import { requestTour } from '@/lib/tour/tourRequests';
import { Dropdown, type DropdownItem } from '@/ui/Dropdown';
import { texts } from './texts';

/**
 * Help and news (spec §2 header, spec §3 help menu item): the caller's tours, loaded when the
 * menu first opens, each replayed on choice; the list reloads after a tour is completed or omitted.
 */
export default function HelpMenuButton() {
  const [opened, setOpened] = useState(false);
  const menu = useConsultarTourMenu({ query: { enabled: opened, meta: { silentError: true } } });
  const tours = (menu.data?.results ?? []).flatMap((group) => group.children);
  const notice = (text: string): DropdownItem[] => [{ id: 'notice', text, disabled: true }];
  const items: DropdownItem[] = menu.isPending
    ? notice(texts.header.helpLoading)
    : menu.isError
      ? notice(texts.header.helpError)
      : tours.length === 0
        ? notice(texts.header.helpEmpty)
        : tours.map((tour) => ({
            id: String(tour.id),
            text: tour.text,
            description: tour.isCompleted ? texts.header.tourCompleted : texts.header.tourPending,
            icon: tour.isCompleted ? <CheckCircleOutlined /> : <PlayCircleOutlined />,
            onClick: () =>
              tour.codeConfig &&
              requestTour({ codeConfig: tour.codeConfig, idTask: tour.idTask, fromFlow: false }),
          }));
  return (
    <Box component="span" data-tour="tour-ayuda" sx={{ display: 'inline-flex' }}>
      <Dropdown
        label={texts.header.help}
        icon={<HelpOutlineOutlined />}
        items={items}
        onOpen={() => setOpened(true)}
      />
    </Box>
  );
}
