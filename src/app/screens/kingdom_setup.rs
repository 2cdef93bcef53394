//! The original Kingdomino's set-up panel, over the title: how many players, who plays each
//! place (a person or a computer level), the Mighty Duel for two, the two bonuses; then the
//! game at the table.

use bevy::prelude::*;

use super::settings_panel::{on_off, panel_choices, panel_frame};
use crate::app::AppSystems;
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Go, Intent, OfferChoices, SetupChange,
};
use crate::app::kingdom::{KingdomMatchRequest, player_name};
use crate::app::states::{Overlay, Seat};
use crate::app::view::theme;
use kingdomino_core::ai::Level;
use kingdomino_core::localization::Phrase;
use kingdomino_core::localization::names;
use kingdomino_core::original::{Bonuses, GameOptions};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<KingdomSetup>();
    app.add_systems(OnEnter(Overlay::KingdomSetup), (spawn_panel, offer_setup));
    app.add_systems(
        Update,
        (
            // The reader runs in every state, so a choice made elsewhere is never read late.
            change_setup,
            offer_setup
                .run_if(in_state(Overlay::KingdomSetup).and_then(resource_changed::<KingdomSetup>)),
        )
            .chain()
            .in_set(AppSystems::Decide),
    );
}

/// The most players the original game seats.
const MOST_PLAYERS: usize = 4;

/// The game to be set up, as the panel shows it; kept while the game runs, for the next one.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct KingdomSetup {
    pub players: u8,
    /// Who plays each place; the first `players` of them play.
    pub seats: [Seat; MOST_PLAYERS],
    pub mighty_duel: bool,
    pub bonuses: Bonuses,
}

impl Default for KingdomSetup {
    /// A person against three computers of the middle level: the game as most people know it.
    fn default() -> KingdomSetup {
        KingdomSetup {
            players: 4,
            seats: [
                Seat::Human,
                Seat::Computer(Level::Normal),
                Seat::Computer(Level::Normal),
                Seat::Computer(Level::Normal),
            ],
            mighty_duel: false,
            bonuses: Bonuses::default(),
        }
    }
}

impl KingdomSetup {
    fn request(&self) -> KingdomMatchRequest {
        KingdomMatchRequest {
            seats: self.seats[..usize::from(self.players)].to_vec(),
            options: GameOptions {
                players: self.players,
                mighty_duel: self.mighty_duel,
                bonuses: self.bonuses,
            },
            seed: None,
        }
    }

    fn change(&mut self, change: SetupChange) {
        match change {
            SetupChange::Players => {
                self.players = if self.players >= 4 {
                    2
                } else {
                    self.players + 1
                };
                // The Mighty Duel is for two.
                self.mighty_duel &= self.players == 2;
            }
            SetupChange::Seat(place) => {
                if let Some(seat) = self.seats.get_mut(usize::from(place)) {
                    *seat = next_seat(*seat);
                }
            }
            SetupChange::MightyDuel => self.mighty_duel = !self.mighty_duel && self.players == 2,
            SetupChange::Middle => self.bonuses.middle = !self.bonuses.middle,
            SetupChange::Harmony => self.bonuses.harmony = !self.bonuses.harmony,
            SetupChange::Start => {}
        }
    }
}

/// A person, then the computer from the easiest level to the strongest, and round again.
fn next_seat(seat: Seat) -> Seat {
    match seat {
        Seat::Human => Seat::Computer(Level::Easy),
        Seat::Computer(Level::Random | Level::Easy) => Seat::Computer(Level::Normal),
        Seat::Computer(Level::Normal) => Seat::Computer(Level::Expert),
        Seat::Computer(Level::Expert) | Seat::Remote => Seat::Human,
    }
}

fn spawn_panel(mut commands: Commands) {
    commands.spawn((
        panel_frame("Kingdom set-up panel"),
        DespawnOnExit(Overlay::KingdomSetup),
        children![
            theme::label(Phrase::new("kingdom-setup-heading"), 44.0),
            theme::label(Phrase::new("kingdom-setup-explained"), 18.0),
            panel_choices("Kingdom set-up choices"),
            theme::hint(Phrase::new("kingdom-setup-hint")),
        ],
    ));
}

/// Each change one step further; Start plays the game, Back (or the cancel or pause key)
/// closes the panel.
fn change_setup(
    overlay: Res<State<Overlay>>,
    mut made: MessageReader<ChoiceMade>,
    mut pressed: MessageReader<ControlPressed>,
    mut setup: ResMut<KingdomSetup>,
    mut requests: MessageWriter<KingdomMatchRequest>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let open = *overlay.get() == Overlay::KingdomSetup;
    for ChoiceMade(intent) in made.read() {
        match *intent {
            Intent::KingdomSetup(SetupChange::Start) if open => {
                requests.write(setup.request());
                next.set(Overlay::Closed);
            }
            Intent::KingdomSetup(change) if open => setup.change(change),
            _ => {}
        }
    }
    for control in pressed.read() {
        if open && matches!(control, ControlPressed::Cancel | ControlPressed::Pause) {
            next.set(Overlay::Closed);
        }
    }
}

/// The panel's buttons, each saying how the game is set up now; the focus stays on the one
/// just changed.
fn offer_setup(mut choices: ResMut<Choices>, setup: Res<KingdomSetup>) {
    let change =
        |change: SetupChange, label: Phrase| Choice::button(Intent::KingdomSetup(change), label);
    let mut list = vec![
        change(SetupChange::Start, Phrase::new("kingdom-setup-start")),
        change(
            SetupChange::Players,
            Phrase::new("kingdom-setup-players").with("count", usize::from(setup.players)),
        ),
    ];
    for (place, seat) in setup.seats[..usize::from(setup.players)].iter().enumerate() {
        let who = match seat {
            Seat::Computer(level) => {
                Phrase::new("kingdom-setup-computer").with("level", names::level(*level))
            }
            Seat::Human | Seat::Remote => Phrase::new("kingdom-setup-person"),
        };
        list.push(change(
            SetupChange::Seat(place as u8),
            who.with("player", player_name(place)),
        ));
    }
    if setup.players == 2 {
        list.push(change(
            SetupChange::MightyDuel,
            Phrase::new("kingdom-setup-mighty-duel").with("value", on_off(setup.mighty_duel)),
        ));
    }
    list.push(change(
        SetupChange::Middle,
        Phrase::new("kingdom-setup-middle").with("value", on_off(setup.bonuses.middle)),
    ));
    list.push(change(
        SetupChange::Harmony,
        Phrase::new("kingdom-setup-harmony").with("value", on_off(setup.bonuses.harmony)),
    ));
    list.push(Choice::button(
        Intent::Go(Go::CloseOverlay),
        Phrase::new("menu-back"),
    ));
    let focused = match choices.focus() {
        Focus::Choice(index) => choices.list().get(index).map(|choice| choice.intent),
        Focus::Grid => None,
    };
    let focus = focused
        .and_then(|intent| list.iter().position(|choice| choice.intent == intent))
        .unwrap_or(0);
    choices.offer_focused(list, None, Focus::Choice(focus));
}
