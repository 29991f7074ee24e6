/**
 * Mock mode only (reached through a dynamic import behind `__MOCK__`): a small visible panel to switch
 * the signed-in persona and the fault scenario. A change is stored under the same keys the URL
 * parameters use (`mock.persona`, `mock.scenario`) and reloads the page, so the whole portal
 * starts again as that persona or in that scenario.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import { PERSONAS } from './personas.ts';
import { scenarioNames } from './scenarios.ts';
import { PERSONA_STORAGE_KEY, SCENARIO_STORAGE_KEY, selectPersona, selectScenario } from './selection.ts';

const NO_SCENARIO = 'none';

/** Stores the choice, drops the URL parameter that would override it, and restarts the portal. */
function choose(param: 'persona' | 'scenario', key: string, value: string): void {
  if (value === NO_SCENARIO) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  const url = new URL(window.location.href);
  url.searchParams.delete(param);
  window.location.replace(url);
}

const BAR_MARGIN = 16;

/**
 * Room below the page's content (the shell's `#content`) as tall as the floating bar and its margin,
 * so the bar covers no last table row when the page is scrolled to its end (UX-01).
 */
function ReservedPageEnd({ bar }: { bar: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    // Written to the element, not kept as state: the bar's size renders nothing (PERF-09).
    const observer = new ResizeObserver(([entry]) => {
      const content = document.getElementById('content');
      if (content) content.style.paddingBottom = `${Math.ceil(entry!.borderBoxSize[0]!.blockSize) + 2 * BAR_MARGIN}px`;
    });
    if (bar.current) observer.observe(bar.current);
    return () => observer.disconnect();
  }, [bar]);
  return null;
}

// On phones the bar starts collapsed to its title, so it covers little of the page (UX-01).
const startsOpen = () => !window.matchMedia('(max-width: 599.95px)').matches;

function MockControls({ personaId, scenario }: { personaId: string; scenario: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startsOpen);
  const bar = useRef<HTMLElement>(null);
  return (
    <>
      <ReservedPageEnd bar={bar} />
      <Sheet
        ref={bar}
        component="section"
        aria-label={t('mock.label')}
        variant="soft"
        color="warning"
        // Floats bottom-right and comes last in the DOM: the portal's skip link stays the first stop.
        sx={{
          position: 'fixed',
          right: BAR_MARGIN,
          bottom: BAR_MARGIN,
          zIndex: 1200,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 1,
          borderRadius: 'md',
          boxShadow: 'md',
          maxWidth: 'calc(100vw - 32px)',
        }}
      >
        <Button
          size="sm"
          variant="plain"
          color="warning"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          sx={{ fontWeight: 'lg', px: 0.5 }}
        >
          {t('mock.label')}
        </Button>
        {open && (
          <>
            <FormControl size="sm" orientation="horizontal" sx={{ gap: 1 }}>
              <FormLabel id="mock-persona-label">{t('mock.persona')}</FormLabel>
              <Select
                value={personaId}
                onChange={(_, value) => value && choose('persona', PERSONA_STORAGE_KEY, value)}
                slotProps={{ button: { 'aria-labelledby': 'mock-persona-label' } }}
              >
                {PERSONAS.map((persona) => (
                  <Option key={persona.id} value={persona.id}>
                    {t(`mock.personas.${persona.id}`, { name: persona.name })}
                  </Option>
                ))}
              </Select>
            </FormControl>
            <FormControl size="sm" orientation="horizontal" sx={{ gap: 1 }}>
              <FormLabel id="mock-scenario-label">{t('mock.scenario')}</FormLabel>
              <Select
                value={scenario}
                onChange={(_, value) => value && choose('scenario', SCENARIO_STORAGE_KEY, value)}
                slotProps={{ button: { 'aria-labelledby': 'mock-scenario-label' } }}
              >
                <Option value={NO_SCENARIO}>{t('mock.noScenario')}</Option>
                {scenarioNames.map((name) => (
                  <Option key={name} value={name}>
                    {t(`mock.scenarios.${name}`)}
                  </Option>
                ))}
              </Select>
            </FormControl>
          </>
        )}
      </Sheet>
    </>
  );
}

/** The mock controls for the persona and scenario this page was started with. */
export function renderMockControls(): ReactNode {
  return <MockControls personaId={selectPersona().id} scenario={selectScenario()?.name ?? NO_SCENARIO} />;
}
