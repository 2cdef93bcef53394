//! Tiles in the app: what it brings to each shared screen (its table's phase, its start on the
//! title, its How to play, its replays' lines, its game over) and its room's own systems (its
//! start, a person's choices, the end of its table), registered with `game_room::plays` alone.

use bevy::prelude::*;

use super::engine::{Lay, NoOptions, Refused, Tiles, TilesGame, TilesRules};
use kingdomino_core::ai::Level;
use kingdomino_core::localization::Phrase;
use kingdomino_core::player_files::saves::SavedGame;
use kingdomino_core::table::{Place, Swing, TableGame};
use kingdomino_duel::app::choices::{Choice, ChoiceMade, Choices, Intent, OfferChoices};
use kingdomino_duel::app::game_room::GameRoom;
use kingdomino_duel::app::menus::HowToPlay;
use kingdomino_duel::app::screens::{CountLine, GameOverScreen, OnTheShelf, Starts};
use kingdomino_duel::app::settings::Statistics;
use kingdomino_duel::app::states::{AppSystems, Pause, Screen, Seat};
use kingdomino_duel::app::table::{
    self, Intended, Match, MatchRequest, PointChange, TableApp, WaitingChoices,
};

/// Its table, and its game over.
pub const TABLE: Screen = table::screen::<Tiles>();
pub const GAME_OVER: Screen = table::game_over_screen::<Tiles>();

/// Its one phase: tiles are laid.
#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = TABLE)]
pub enum TilesPhase {
    #[default]
    Laying,
}

/// A choice of its own: a game begun from the title, a tile laid by a person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TilesChoice {
    Start,
    Lay(u8),
}

impl TableApp for Tiles {
    type Phase = TilesPhase;
    const MOMENT_CONTROLS: [&'static str; 2] = ["replay-previous-turn", "replay-next-turn"];
    const CHANCE_WORDS: &'static str = "tiles";
    const TAKEN_BACK: &'static str = "notice-taken-back";

    fn refusal_words(refusal: &Refused) -> Phrase {
        Phrase::verbatim(refusal.to_string())
    }

    fn phase_name(_: TilesPhase) -> &'static str {
        "laying"
    }

    fn opening_phase(_: &TilesGame) -> TilesPhase {
        TilesPhase::Laying
    }

    fn decides_in(_: TilesPhase, _: &TilesGame) -> bool {
        true
    }

    fn kept_game_words(_: &SavedGame<Tiles>, state: &TilesGame, _: &TilesRules) -> Phrase {
        Phrase::verbatim(format!("Continue Tiles ({} left)", state.bag.len()))
    }

    fn take_back_change(
        _: Place,
        _: Lay,
        _: &TilesGame,
        _: Option<(Place, &TilesGame)>,
    ) -> PointChange {
        PointChange::Clear
    }
}

impl Starts for Tiles {
    type Sources = ();

    fn title_starts(_: &()) -> (Vec<Choice>, Option<Intent>) {
        let start = Choice::button(Intent::game(TilesChoice::Start), Phrase::verbatim("Tiles"));
        (vec![start], None)
    }

    fn seeded_starts(_: &(), _: u64) -> Vec<Choice> {
        Vec::new()
    }
}

impl HowToPlay for Tiles {
    fn pages() -> Vec<(&'static str, &'static str)> {
        vec![("howto-end-heading", "howto-end")]
    }
}

impl OnTheShelf for Tiles {
    fn shelf_line(_: &SavedGame<Tiles>, end: &TilesGame, _: &TilesRules, date: Phrase) -> Phrase {
        let points = format!("Tiles {} to {}", end.points[0], end.points[1]);
        Phrase::dotted(vec![date, Phrase::verbatim(points)])
    }

    fn shelf_details(saved: &SavedGame<Tiles>, _: &TilesGame) -> Vec<Phrase> {
        vec![Phrase::verbatim(format!(
            "{} tiles laid",
            saved.record.actions.len()
        ))]
    }

    fn swings(_: &SavedGame<Tiles>, _: &TilesRules) -> Vec<Swing> {
        Vec::new()
    }
}

impl GameOverScreen for Tiles {
    const SAME_DEAL: &'static str = "game-over-same-dice";
    const STORY_WORDS: [&'static str; 3] = ["story-scores", "story-turn", "story-swing"];

    fn why_it_ended(_: &Match<Tiles>) -> Option<Phrase> {
        Some(Phrase::verbatim("The board is full"))
    }

    fn verdict(game: &Match<Tiles>) -> Vec<Phrase> {
        let [first, second] = game.state().points;
        vec![Phrase::verbatim(format!("{first} to {second}"))]
    }

    fn count_lines(game: &Match<Tiles>) -> Vec<CountLine> {
        (Place::all(2).zip(game.state().points))
            .map(|(place, points)| CountLine {
                place,
                cells: 0,
                text: Phrase::verbatim(format!("{points} points")),
                total: true,
            })
            .collect()
    }

    fn count_for_statistics(_: &Match<Tiles>, _: &mut Statistics) {}
}

impl GameRoom for Tiles {
    fn room(app: &mut App) {
        app.add_systems(
            Update,
            (
                start_when_asked,
                lay_for_the_person,
                offer_the_person_s_choices,
            )
                .chain()
                .in_set(AppSystems::Decide),
        );
        app.add_systems(
            Update,
            count_when_full
                .run_if(in_state(TABLE).and_then(resource_exists::<Match<Tiles>>))
                .in_set(AppSystems::View),
        );
    }
}

/// The title's Tiles: a person against the computer.
fn start_when_asked(
    mut made: MessageReader<ChoiceMade>,
    mut requests: MessageWriter<MatchRequest<Tiles>>,
) {
    for ChoiceMade(intent) in made.read() {
        if intent.own() == Some(TilesChoice::Start) {
            requests.write(MatchRequest::New {
                seats: vec![Seat::Human, Seat::Computer(Level::Easy)],
                options: NoOptions,
                seed: Some(7),
            });
        }
    }
}

fn lay_for_the_person(
    mut made: MessageReader<ChoiceMade>,
    game: Option<Res<Match<Tiles>>>,
    mut intended: MessageWriter<Intended<Tiles>>,
) {
    for ChoiceMade(intent) in made.read() {
        let (Some(TilesChoice::Lay(at)), Some(game)) = (intent.own(), game.as_ref()) else {
            continue;
        };
        if let Some(seat) = game.person_to_act() {
            intended.write(Intended {
                seat,
                action: Lay { at },
            });
        }
    }
}

/// A square for each free one while a person lays; what waits otherwise (a replay's controls).
fn offer_the_person_s_choices(
    game: Option<Res<Match<Tiles>>>,
    screen: Res<State<Screen>>,
    pause: Option<Res<State<Pause>>>,
    waiting: Res<WaitingChoices>,
    mut choices: ResMut<Choices>,
) {
    let running = pause.is_some_and(|pause| *pause.get() == Pause::Running);
    let Some(game) = game.filter(|_| *screen.get() == TABLE && running) else {
        return;
    };
    if game.person_to_act().is_none() {
        choices.offer(waiting.0.clone(), None);
        return;
    }
    let list = Tiles::legal_actions(&game.rules, game.state())
        .into_iter()
        .map(|Lay { at }| {
            let label = Phrase::verbatim(format!("Square {}", at + 1));
            Choice::button(Intent::game(TilesChoice::Lay(at)), label)
        })
        .collect();
    choices.offer(list, None);
}

/// The board full, its game over counts it.
fn count_when_full(game: Res<Match<Tiles>>, mut next: ResMut<NextState<Screen>>) {
    if Tiles::to_act(game.state()).is_none() {
        next.set(GAME_OVER);
    }
}
