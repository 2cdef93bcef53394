//! The original Kingdomino's set-up panel, over the title (and how the title and the seed panel
//! start the game: this panel, or the game as last set up with a seed's dominoes): how many players, who plays each
//! place (a person, a computer level, or a player online), the Mighty Duel for two, the two
//! bonuses, the Dynasty; then the game at the table, or, with a place online, a room made on the
//! online server (the online panel shows its code to pass on). The set-up is the settings file's
//! (`OriginalGameSettings`), so it is kept for the next time. Under it, the player's record in
//! the original game.

use bevy::prelude::*;
use kingdomino_core::games::GameSetup;
use kingdomino_core::original::{Original, OriginalRules};

use super::{GAME, OriginalChoice, SETUP, SetupChange};
use super::{OriginalGameSettings, PlaceSetting};
use crate::app::choices::{
    Choice, ChoiceMade, Choices, ControlPressed, Focus, Go, Intent, Look, OfferChoices,
};
use crate::app::files::rule_set::ActiveRules;
use crate::app::menus::{on_off, panel_choices, panel_frame};
use crate::app::online::{OnlineRequest, OnlineServer, OnlineSession};
use crate::app::original::player_name;
use crate::app::screens::Starts;
use crate::app::settings::{PlaySettings, Statistics};
use crate::app::states::{AppSystems, Overlay, Seat};
use crate::app::table::MatchRequest;
use crate::app::theme;
use kingdomino_core::localization::{Phrase, names};
use kingdomino_core::table::Place;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        OnEnter(SETUP),
        (fit_to_the_rules, spawn_panel, offer_setup).chain(),
    );
    app.add_systems(
        Update,
        (
            // The readers run in every state, so a choice made elsewhere is never read late.
            (change_setup, make_room),
            offer_setup.run_if(in_state(SETUP).and_then(resource_changed::<OriginalGameSettings>)),
        )
            .chain()
            .in_set(AppSystems::Decide),
    );
}

impl Starts for Original {
    type Sources = Res<'static, OriginalGameSettings>;

    /// Its set-up panel.
    fn title_starts(_: &Res<OriginalGameSettings>) -> (Vec<Choice>, Option<Intent>) {
        let panel = Choice::button(
            Intent::Go(Go::ShowSetup(GAME)),
            Phrase::new("title-original-game"),
        );
        (vec![panel], None)
    }

    /// The game as last set up.
    fn seeded_starts(setup: &Res<OriginalGameSettings>, seed: u64) -> Vec<Choice> {
        vec![Choice::button(
            Intent::game(OriginalChoice::StartSeeded(seed)),
            Phrase::new("seed-play-original").with("players", setup.players),
        )]
    }
}

/// The set-up as kept, fitted to the rule set played (a mod's may seat other numbers).
fn fit_to_the_rules(mut setup: ResMut<OriginalGameSettings>, rules: Res<ActiveRules<Original>>) {
    let fitted = setup.sanitised(&rules.0);
    setup.set_if_neq(fitted);
}

/// One button's change, one step further.
fn change_setup_by(setup: &mut OriginalGameSettings, rules: &OriginalRules, change: SetupChange) {
    match change {
        SetupChange::Players => setup.next_player_count(rules),
        SetupChange::Seat(place) => {
            if let Some(place) = setup.places.get_mut(usize::from(place)) {
                *place = place.next();
            }
        }
        SetupChange::MightyDuel => {
            setup.mighty_duel = !setup.mighty_duel && setup.mighty_duel_offered(rules);
        }
        SetupChange::Middle => setup.middle_kingdom = !setup.middle_kingdom,
        SetupChange::Harmony => setup.harmony = !setup.harmony,
        SetupChange::Dynasty => setup.dynasty = !setup.dynasty,
        SetupChange::Start => {}
    }
}

fn spawn_panel(mut commands: Commands, statistics: Res<Statistics>) {
    commands.spawn((
        panel_frame("Original set-up panel"),
        DespawnOnExit(SETUP),
        children![
            theme::label(Phrase::new("original-setup-heading"), 44.0),
            theme::label(Phrase::new("original-setup-explained"), 18.0),
            panel_choices("Original set-up choices"),
            (
                theme::coloured_label(statistics.original.summary(), 16.0, theme::INK),
                Node {
                    max_width: percent(80),
                    ..default()
                },
            ),
            theme::hint(Phrase::new("original-setup-hint")),
        ],
    ));
}

/// Each change one step further; Start plays the game on this screen (as does a seed played
/// from the seed panel), Back (or the cancel or pause key) closes the panel.
fn change_setup(
    overlay: Res<State<Overlay>>,
    mut made: MessageReader<ChoiceMade>,
    mut pressed: MessageReader<ControlPressed>,
    mut setup: ResMut<OriginalGameSettings>,
    rules: Res<ActiveRules<Original>>,
    mut requests: MessageWriter<MatchRequest<Original>>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let open = *overlay.get() == SETUP;
    let as_set_up = |setup: &OriginalGameSettings, seed: Option<u64>| MatchRequest::New {
        seats: setup.seats(),
        options: setup.options(),
        seed,
    };
    for ChoiceMade(intent) in made.read() {
        match intent.own() {
            // With a place online, Start makes a room (`make_room`).
            Some(OriginalChoice::Setup(SetupChange::Start)) if open && !setup.plays_online() => {
                requests.write(as_set_up(&setup, None));
            }
            // From the seed panel: the dominoes of that seed, dealt to the game as set up.
            Some(OriginalChoice::StartSeeded(seed)) => {
                requests.write(as_set_up(&setup, Some(seed)));
            }
            Some(OriginalChoice::Setup(change)) if open => {
                change_setup_by(&mut setup, &rules.0, change)
            }
            _ => {}
        }
    }
    for control in pressed.read() {
        if open && matches!(control, ControlPressed::Cancel | ControlPressed::Pause) {
            next.set(Overlay::Closed);
        }
    }
}

/// Start, with a place online: the room is made on the online server, the computer's places
/// the server's, and the online panel shows its code while the players online are awaited.
fn make_room(
    mut commands: Commands,
    mut made: MessageReader<ChoiceMade>,
    overlay: Res<State<Overlay>>,
    setup: Res<OriginalGameSettings>,
    server: Res<OnlineServer>,
    play: Res<PlaySettings>,
    mut next: ResMut<NextState<Overlay>>,
) {
    let open = *overlay.get() == SETUP;
    for ChoiceMade(intent) in made.read() {
        if !(open && intent.own() == Some(OriginalChoice::Setup(SetupChange::Start))) {
            continue;
        }
        // Offered only when the set-up makes a room.
        let Some(computers) = setup
            .plays_online()
            .then(|| setup.room_computers().ok())
            .flatten()
        else {
            continue;
        };
        let request = OnlineRequest {
            server: server.0.clone(),
            room: None,
            create: true,
            name: play.online_name.clone(),
            local: Seat::Human,
            exit_when_done: false,
            game: GameSetup::Original(setup.options()),
            computers,
        };
        commands.insert_resource(OnlineSession::new(request));
        next.set(Overlay::Online);
    }
}

/// The panel's buttons, each saying how the game is set up now; the focus stays on the one
/// just changed.
fn offer_setup(
    mut choices: ResMut<Choices>,
    setup: Res<OriginalGameSettings>,
    rules: Res<ActiveRules<Original>>,
) {
    let change = |change: SetupChange, label: Phrase| {
        Choice::button(Intent::game(OriginalChoice::Setup(change)), label)
    };
    let mut list = vec![
        start_choice(&setup),
        change(
            SetupChange::Players,
            Phrase::new("original-setup-players").with("count", usize::from(setup.players)),
        ),
    ];
    list.extend(place_choices(&setup));
    let mut switches = vec![
        (
            SetupChange::Middle,
            "original-setup-middle",
            setup.middle_kingdom,
        ),
        (
            SetupChange::Harmony,
            "original-setup-harmony",
            setup.harmony,
        ),
        (
            SetupChange::Dynasty,
            "original-setup-dynasty",
            setup.dynasty,
        ),
    ];
    if setup.mighty_duel_offered(&rules.0) {
        switches.insert(
            0,
            (
                SetupChange::MightyDuel,
                "original-setup-mighty-duel",
                setup.mighty_duel,
            ),
        );
    }
    list.extend(
        (switches.into_iter()).map(|(switch, label, on)| {
            change(switch, Phrase::new(label).with("value", on_off(on)))
        }),
    );
    list.push(Choice::button(
        Intent::Go(Go::ShowHowToPlay(GAME)),
        Phrase::new("menu-how-to-play"),
    ));
    list.push(Choice::button(
        Intent::Go(Go::CloseOverlay),
        Phrase::new("menu-back"),
    ));
    let focused = match choices.focus() {
        Focus::Choice(index) => choices
            .list()
            .get(index)
            .map(|choice| choice.intent.clone()),
        Focus::Grid => None,
    };
    let focus = focused
        .and_then(|intent| list.iter().position(|choice| choice.intent == intent))
        .unwrap_or(0);
    choices.offer_focused(list, None, Focus::Choice(focus));
}

/// Start: the game at this screen, or a room made for the players online; greyed, saying why,
/// when a room would seat more than one person here.
fn start_choice(setup: &OriginalGameSettings) -> Choice {
    let start = Intent::game(OriginalChoice::Setup(SetupChange::Start));
    match setup.room_computers() {
        _ if !setup.plays_online() => Choice::button(start, Phrase::new("original-setup-start")),
        Ok(_) => Choice::button(
            start,
            Phrase::new("original-setup-make-room").with("count", usize::from(setup.players)),
        ),
        Err(not_one) => Choice {
            intent: start,
            label: Phrase::new("original-setup-one-person-here").with("persons", not_one.persons),
            look: Look::Disabled,
        },
    }
}

/// Who plays each place: a person, a computer level, or a player online.
fn place_choices(setup: &OriginalGameSettings) -> Vec<Choice> {
    let places = setup.playing_places();
    (Place::all(places.len()).zip(places))
        .map(|(place, &setting)| {
            let who = match (setting, setting.level()) {
                (_, Some(level)) => {
                    Phrase::new("original-setup-computer").with("level", names::level(level))
                }
                (PlaceSetting::Online, None) => Phrase::new("original-setup-online"),
                (_, None) => Phrase::new("original-setup-person"),
            };
            let seat = SetupChange::Seat(place.index() as u8);
            Choice::button(
                Intent::game(OriginalChoice::Setup(seat)),
                who.with("player", player_name(place)),
            )
        })
        .collect()
}
