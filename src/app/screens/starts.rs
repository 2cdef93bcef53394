//! How each game is started from the screens every game shares: what it offers on the title
//! (its Continue, its ways to begin) and on the seed panel (its games of a seed), asked of the
//! game just before the title or the panel lists them, in the order the games were registered.

use bevy::ecs::system::{ScheduleSystem, StaticSystemParam, SystemParam, SystemParamItem};
use bevy::prelude::*;

use crate::app::choices::{Choice, Go, Intent};
use crate::app::files::rule_set::ActiveRules;
use crate::app::states::{AppSystems, GameId, Overlay, Screen};
use crate::app::table::{Continuable, TableApp, game_id};

/// What a game offers where a game is started.
pub trait Starts: TableApp {
    /// What its offers are made from (its settings, say).
    type Sources: SystemParam + 'static;

    /// The title's ways to begin a game of it, and the one to focus when nothing more urgent
    /// is on offer.
    fn title_starts(sources: &SystemParamItem<Self::Sources>) -> (Vec<Choice>, Option<Intent>);

    /// The seed panel's games dealt from `seed`.
    fn seeded_starts(sources: &SystemParamItem<Self::Sources>, seed: u64) -> Vec<Choice>;
}

/// Each game's offers, in the order the games were registered.
#[derive(Resource, Default, Debug)]
pub struct GameStarts(Vec<Offered>);

/// What one game offers now.
#[derive(Debug, PartialEq)]
pub struct Offered {
    pub game: GameId,
    /// Continue, saying how its save stands, when there is one.
    pub continued: Option<Choice>,
    pub title: Vec<Choice>,
    /// The title's choice to focus when nothing more urgent is on offer.
    pub first: Option<Intent>,
    pub seeded: Vec<Choice>,
}

impl GameStarts {
    pub fn iter(&self) -> impl Iterator<Item = &Offered> {
        self.0.iter()
    }
}

/// The title's lines of games going on elsewhere (the online games kept), after the saved
/// games, and the one that waits for this player's move: whoever keeps such games writes them
/// here, asked with the games' offers.
#[derive(Resource, Default, Debug, PartialEq)]
pub struct GamesElsewhere {
    pub lines: Vec<Choice>,
    pub your_move: Option<Intent>,
}

/// The digits typed so far on the seed panel: the seed its games are offered with.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct TypedSeed(pub String);

impl TypedSeed {
    pub fn seed(&self) -> Option<u64> {
        self.0.parse().ok()
    }
}

/// When the title's and the seed panel's lists are made: the games' offers are asked first.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StartsSystems {
    Ask,
    Offer,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameStarts>();
    app.init_resource::<GamesElsewhere>();
    app.init_resource::<TypedSeed>();
    let asked_first = || (StartsSystems::Ask, StartsSystems::Offer).chain();
    app.configure_sets(OnEnter(Screen::Title), asked_first())
        .configure_sets(OnEnter(Overlay::Closed), asked_first())
        .configure_sets(OnEnter(Overlay::Seed), asked_first())
        .configure_sets(Update, asked_first().in_set(AppSystems::Decide));
}

/// Game `G`'s offers, asked wherever the lists are made.
pub(super) fn game_plugin<G: Starts>(app: &mut App) {
    app.world_mut()
        .resource_mut::<GameStarts>()
        .0
        .push(Offered {
            game: game_id::<G>(),
            continued: None,
            title: Vec::new(),
            first: None,
            seeded: Vec::new(),
        });
    ask_before_listing(app, ask_for_offers::<G>);
}

/// Has `ask` run wherever the title's and the seed panel's lists are made, before they are.
pub fn ask_before_listing<M>(
    app: &mut App,
    ask: impl IntoScheduleConfigs<ScheduleSystem, M> + Copy,
) {
    let asked = || ask.in_set(StartsSystems::Ask);
    app.add_systems(OnEnter(Screen::Title), asked())
        .add_systems(OnEnter(Overlay::Closed), asked())
        .add_systems(OnEnter(Overlay::Seed), asked())
        .add_systems(
            Update,
            asked()
                .run_if(in_state(Screen::Title))
                .in_set(AppSystems::Decide),
        );
}

fn ask_for_offers<G: Starts>(
    sources: StaticSystemParam<G::Sources>,
    continuable: Option<Res<Continuable<G>>>,
    rules: Res<ActiveRules<G>>,
    typed: Res<TypedSeed>,
    mut starts: ResMut<GameStarts>,
) {
    let (title, first) = G::title_starts(&sources);
    let offered = Offered {
        game: game_id::<G>(),
        continued: continuable.map(|saved| {
            Choice::button(
                Intent::Go(Go::Continue(game_id::<G>())),
                saved.summary(&rules.0),
            )
        }),
        title,
        first,
        seeded: G::seeded_starts(&sources, typed.seed().unwrap_or_default()),
    };
    let at = starts.0.iter().position(|each| each.game == offered.game);
    if let Some(at) = at
        && starts.0[at] != offered
    {
        starts.0[at] = offered;
    }
}
