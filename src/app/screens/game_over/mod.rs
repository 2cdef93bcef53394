//! Game over, of either game: why the game ended, the winner and the totals at once (on a tie,
//! why), a series' standing (a Dynasty's), each kingdom beside its count told line by line (the
//! count can be skipped), how the game went, and what to do next (`choices.rs`). What a game
//! counts and how its kingdoms look is its own (`duel/game_over.rs`, `original/game_over.rs`).

mod choices;
mod count;
mod series;
mod story;

use bevy::prelude::*;

use crate::app::language::Localized;
use crate::app::runtime::console;
use crate::app::settings::Statistics;
use crate::app::states::{AppSystems, Count};
use crate::app::table::{Hint, Match, TableApp, game_over_screen};
use crate::app::theme;
use crate::app::theme::scroll::Scrolled;
use crate::app::theme::{TextScale, WindowShape};
use crate::app::view::ChoiceBar;
use kingdomino_core::localization::Phrase;
use kingdomino_core::table::Place;

pub use choices::{GameOverChoices, InPlaceOfPlayingAgain, next_in_series_words};
use choices::{offer_choices, play_again};
pub use count::{COUNT_HEIGHT, COUNT_WIDTH, CountLine};
use count::{CountColumn, Tally, clear_highlight, count_scores, skip_on_request};
pub use story::spawn_bars;

/// The squares of the maps at the game over.
const CELL: f32 = 38.0;
/// A wide window with large text: smaller maps, and wider counts whose lines wrap less, so the
/// counts of most games show whole without scrolling.
const LARGE_TEXT_CELL: f32 = 30.0;
const LARGE_TEXT_COUNT_WIDTH: f32 = 440.0;
/// Four kingdoms side by side in a wide window: narrower counts and gaps.
const FOUR_COUNTS_WIDTH: f32 = 280.0;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(story::plugin);
    app.init_resource::<CountTip>();
    app.init_resource::<InPlaceOfPlayingAgain>();
    app.add_systems(
        Update,
        show_tip
            .run_if(resource_changed::<CountTip>.and_then(resource_exists::<State<Count>>))
            .in_set(AppSystems::View),
    );
    app.add_sub_state::<Count>();
    app.add_systems(
        Update,
        skip_on_request
            .run_if(in_state(Count::Telling).and_then(resource_exists::<Tally>))
            .in_set(AppSystems::Decide),
    );
    app.add_systems(
        Update,
        count_scores
            .run_if(in_state(Count::Telling).and_then(resource_exists::<Tally>))
            .in_set(AppSystems::View),
    );
}

/// What a game shows on its game over screen.
pub trait GameOverScreen: TableApp {
    /// The choice that deals the same game again, in its words ("the same dice").
    const SAME_DEAL: &'static str;

    /// How its story names its moments: the scores' heading, a moment, a swing.
    const STORY_WORDS: [&'static str; 3];

    /// Why the game ended, as its engine says, when it says.
    fn why_it_ended(game: &Match<Self>) -> Option<Phrase>;

    /// Who won and by what (on a tie, why), a line each.
    fn verdict(game: &Match<Self>) -> Vec<Phrase>;

    /// Every kingdom's count, in the order it is told.
    fn count_lines(game: &Match<Self>) -> Vec<CountLine>;

    /// The finished game in the player's record.
    fn count_for_statistics(game: &Match<Self>, statistics: &mut Statistics);
}

/// Where a place's kingdom goes on the screen: the game fills it (`duel/game_over.rs`, `original/game_over.rs`).
#[derive(Component, Clone, Copy, Debug)]
pub struct KingdomSlot {
    pub place: Place,
    /// The side of its squares.
    pub cell: f32,
    /// The width the kingdom's name may take: the count's.
    pub width: f32,
}

/// The part of the story a game tells beyond the scores (the Duel's spellbook race).
#[derive(Component, Clone, Copy, Debug)]
pub struct StoryMore;

/// A line under the verdict that a game played elsewhere fills (an online game's rating change,
/// which comes a moment after the game ends).
#[derive(Component)]
pub struct VerdictNote;

/// A tip under the count, in a player's first games: a game that has one gives it as its game
/// over begins.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct CountTip(pub Option<Phrase>);

/// Game `G`'s game over.
pub(super) fn game_plugin<G: GameOverScreen>(app: &mut App) {
    let over = game_over_screen::<G>();
    app.add_systems(
        OnEnter(over),
        (
            (spawn_game_over::<G>, offer_choices::<G>).chain(),
            count_for_statistics::<G>,
            announce_game_over::<G>,
        )
            .run_if(resource_exists::<Match<G>>),
    );
    app.add_systems(OnExit(over), (clear_highlight, forget_the_tip));
    app.add_systems(
        Update,
        (
            offer_choices::<G>
                .run_if(state_changed::<Count>.or_else(resource_changed::<InPlaceOfPlayingAgain>))
                .in_set(GameOverChoices),
            play_again::<G>,
        )
            .run_if(in_state(over).and_then(resource_exists::<Match<G>>))
            .in_set(AppSystems::Decide),
    );
}

fn spawn_game_over<G: GameOverScreen>(
    mut commands: Commands,
    game: Res<Match<G>>,
    hint: Option<Res<Hint<G>>>,
    text: Res<TextScale>,
    shape: Res<WindowShape>,
) {
    let root = commands
        .spawn((
            Name::new("Game over screen"),
            DespawnOnExit(game_over_screen::<G>()),
            theme::full_screen_column(6.0),
            BackgroundColor(theme::PAPER),
        ))
        .id();
    commands.entity(root).with_children(|screen| {
        screen.spawn(theme::label(Phrase::new("game-over-heading"), 30.0));
        let why = Phrase::dotted(why_and_seed(&game, hint.as_deref()));
        screen.spawn(theme::coloured_label(why, 17.0, theme::MUTED));
        // The winner and the totals at once; the count goes on beside them.
        screen.spawn((
            theme::label(Phrase::lines(G::verdict(&game)), 26.0),
            TextLayout::justify(Justify::Center),
        ));
        screen.spawn((
            VerdictNote,
            theme::label(Phrase::Empty, 20.0),
            TextLayout::justify(Justify::Center),
        ));
    });
    if let Some(games) = series::series_games(&game) {
        commands.spawn((
            ChildOf(root),
            theme::label(Phrase::lines(series::series_verdict(&game, &games)), 20.0),
            TextLayout::justify(Justify::Center),
        ));
        let gap = if shape.is_wide() { 18.0 } else { 8.0 };
        series::spawn_series_table(&mut commands, (root, gap), &game, &games);
    }
    let row = spawn_counts(&mut commands, root, &game, &text, &shape);
    story::spawn_story(&mut commands, row, &game);
    commands.entity(root).with_children(|screen| {
        screen.spawn((TipLine, theme::hint(Phrase::Empty)));
        screen.spawn((
            Name::new("Game over choices"),
            ChoiceBar,
            Node {
                column_gap: px(12),
                min_height: px(44),
                ..default()
            },
        ));
    });
    count::start_count(&mut commands, G::count_lines(&game));
}

/// Why the game ended (as its engine says), the seed its series is dealt from (typed on the
/// title, it plays the series again), and how many hints each player asked.
fn why_and_seed<G: GameOverScreen>(game: &Match<G>, hint: Option<&Hint<G>>) -> Vec<Phrase> {
    let seed = Phrase::new("game-over-seed").with("seed", game.record().series_seed().to_string());
    let hints_asked = Place::all(game.seats.len()).filter_map(|place| {
        let asked = hint
            .and_then(|hint| hint.asked.get(place.index()).copied())
            .unwrap_or(0);
        (asked > 0).then(|| {
            Phrase::new("hints-used")
                .with("name", game.seat_name(place))
                .with("count", asked)
        })
    });
    G::why_it_ended(game)
        .into_iter()
        .chain([seed])
        .chain(hints_asked)
        .collect()
}

/// Each place's kingdom (its game draws it in its slot) over its count, side by side as they
/// fit; a phone scrolls through what does not fit between the verdict and the buttons.
fn spawn_counts<G: GameOverScreen>(
    commands: &mut Commands,
    root: Entity,
    game: &Match<G>,
    text: &TextScale,
    shape: &WindowShape,
) -> Entity {
    let (cell, count_width, gap) = match (shape.is_wide(), text.is_large()) {
        (true, true) => (LARGE_TEXT_CELL, LARGE_TEXT_COUNT_WIDTH, 40),
        (true, false) if game.seats.len() > 3 => (CELL, FOUR_COUNTS_WIDTH, 24),
        _ => (CELL, COUNT_WIDTH, 40),
    };
    let row = commands
        .spawn((
            Name::new("Counts"),
            ChildOf(root),
            Scrolled,
            Node {
                column_gap: px(gap),
                row_gap: px(12),
                // A tall window puts the story of the game under the counts.
                flex_wrap: FlexWrap::Wrap,
                justify_content: JustifyContent::Center,
                max_width: percent(100),
                min_height: px(0),
                overflow: Overflow::scroll_y(),
                ..default()
            },
        ))
        .id();
    for place in Place::all(game.seats.len()) {
        let slot = KingdomSlot {
            place,
            cell,
            width: count_width,
        };
        let count = Node {
            width: px(count_width),
            height: px(text.room(COUNT_HEIGHT)),
            flex_direction: FlexDirection::Column,
            row_gap: px(2),
            overflow: Overflow::clip(),
            ..default()
        };
        commands.spawn((
            ChildOf(row),
            theme::centred_column(6.0),
            children![
                (Name::new("Kingdom"), slot, Node::default()),
                (Name::new("Count"), CountColumn(place), count),
            ],
        ));
    }
    row
}

/// A game a person played goes into their record; a replay watched does not.
fn count_for_statistics<G: GameOverScreen>(
    game: Res<Match<G>>,
    mut statistics: ResMut<Statistics>,
) {
    if !game.watched {
        G::count_for_statistics(&game, &mut statistics);
    }
}

/// The final scores line; an online game's names its players as all its machines do.
fn announce_game_over<G: TableApp>(game: Res<Match<G>>) {
    console::announce("kingdomino-duel: phase game-over");
    let standings = G::standings(&game.rules, game.state());
    let names = game.names.clone().unwrap_or_else(|| game.seat_names());
    let scores: Vec<String> = names
        .iter()
        .zip(&standings.totals)
        .map(|(name, total)| format!("{} {total}", console::in_english(name)))
        .collect();
    console::announce(&format!(
        "kingdomino-duel: final scores {}",
        scores.join(" - ")
    ));
}

/// The tip under the count, in a player's first games.
#[derive(Component)]
struct TipLine;

fn show_tip(tip: Res<CountTip>, mut lines: Query<&mut Localized, With<TipLine>>) {
    let said = tip.0.clone().unwrap_or_default();
    for mut line in &mut lines {
        line.set_if_neq(Localized(said.clone()));
    }
}

fn forget_the_tip(mut tip: ResMut<CountTip>) {
    tip.set_if_neq(CountTip::default());
}
