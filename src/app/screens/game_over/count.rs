//! The count at the game over, of either game: each kingdom's scoring domains lit one after the
//! other, its bonuses and its total, a tick each; or all at once when skipped.

use std::time::Duration;

use bevy::prelude::*;

use crate::app::choices::{ChoiceMade, Intent};

use crate::app::audio::PlaySound;
use crate::app::runtime::redraw::KeepDrawing;
use crate::app::states::Count;
use crate::app::theme;
use crate::app::view::ScoreHighlight;
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::Place;

const COUNT_STEP: Duration = Duration::from_millis(550);
/// Fixed room for each map's count, so nothing moves as its lines appear; wide enough for a
/// domain's line in a phone's larger text, and for two counts side by side in a tall window.
pub const COUNT_HEIGHT: f32 = 236.0;
pub const COUNT_WIDTH: f32 = 360.0;

/// One line of the count: a domain (its squares lit on the kingdom while it is told), a bonus,
/// a total.
#[derive(Clone, Debug)]
pub struct CountLine {
    pub place: Place,
    /// The squares it counts, as the kingdom's cell mask; none for a bonus or a total.
    pub cells: u64,
    pub text: Phrase,
    pub total: bool,
}

/// The count as it goes: lines still to show.
#[derive(Resource, Debug)]
pub(super) struct Tally {
    lines: Vec<CountLine>,
    shown: usize,
    timer: Timer,
}

/// The column where a kingdom's count lines appear.
#[derive(Component)]
pub(super) struct CountColumn(pub(super) Place);

/// The count about to be told, for the columns just spawned.
pub(super) fn start_count(commands: &mut Commands, lines: Vec<CountLine>) {
    commands.insert_resource(Tally {
        lines,
        shown: 0,
        timer: Timer::new(COUNT_STEP, TimerMode::Repeating),
    });
}

pub(super) fn count_scores(
    mut commands: Commands,
    time: Res<Time>,
    mut tally: ResMut<Tally>,
    mut highlight: ResMut<ScoreHighlight>,
    columns: Query<(Entity, &CountColumn)>,
    mut sounds: MessageWriter<PlaySound>,
    mut keep_drawing: ResMut<KeepDrawing>,
    mut count: ResMut<NextState<Count>>,
) {
    keep_drawing.next_frame();
    if !tally.timer.tick(time.delta()).just_finished() {
        return;
    }
    let Some(line) = tally.lines.get(tally.shown).cloned() else {
        count.set(Count::Told);
        *highlight = ScoreHighlight::default();
        return;
    };
    tally.shown += 1;
    *highlight = ScoreHighlight {
        place: line.place,
        cells: line.cells,
    };
    for (column, CountColumn(place)) in &columns {
        if *place == line.place {
            spawn_count_line(&mut commands, column, &line);
        }
    }
    sounds.write(PlaySound::ScoreTick);
}

/// A line of the count; a total stands out, larger and ruled off.
fn spawn_count_line(commands: &mut Commands, column: Entity, line: &CountLine) {
    let text = commands
        .spawn((
            ChildOf(column),
            theme::label(line.text.clone(), if line.total { 20.0 } else { 14.0 }),
        ))
        .id();
    if line.total {
        commands.entity(text).insert((
            Node {
                border: UiRect::top(px(2)),
                padding: UiRect::top(px(2)),
                ..default()
            },
            BorderColor::all(theme::INK),
        ));
    }
}

/// "Skip the count": every line at once.
pub(super) fn skip_on_request(
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    mut tally: ResMut<Tally>,
    mut highlight: ResMut<ScoreHighlight>,
    columns: Query<(Entity, &CountColumn)>,
    mut count: ResMut<NextState<Count>>,
) {
    if !made
        .read()
        .any(|ChoiceMade(intent)| *intent == Intent::SkipCount)
    {
        return;
    }
    for line in &tally.lines[tally.shown..] {
        for (column, CountColumn(place)) in &columns {
            if *place == line.place {
                spawn_count_line(&mut commands, column, line);
            }
        }
    }
    tally.shown = tally.lines.len();
    count.set(Count::Told);
    *highlight = ScoreHighlight::default();
}

pub(super) fn clear_highlight(mut highlight: ResMut<ScoreHighlight>) {
    *highlight = ScoreHighlight::default();
}
