//! A room made from the original game's set-up panel: a place set online makes the game a room
//! on the online server, the places set to the computer are the server's, and a set-up with
//! more or fewer than one person here is refused on the Start button, saying why. The person's
//! clicks made while the server's word is on its way are not sent once they no longer fit.

use super::*;
use kingdomino_core::original::Original;
use kingdomino_duel::app::choices::Look;
use kingdomino_duel::app::online::room_game;
use kingdomino_duel::app::original;
use kingdomino_duel::app::original::{OriginalChoice, SetupChange};
use kingdomino_duel::app::original::{OriginalGameSettings, PlaceSetting};
use kingdomino_duel::app::table::{Intended, Match};

fn kingdom(app: &App) -> Option<&Match<Original>> {
    app.world().get_resource::<Match<Original>>()
}

fn start_button(app: &mut App) -> (Look, String) {
    let start = choices(app)
        .list()
        .iter()
        .find(|choice| choice.intent == Intent::game(OriginalChoice::Setup(SetupChange::Start)))
        .cloned()
        .expect("the set-up panel's Start");
    (start.look, words(app, &start.label))
}

#[test]
fn a_place_set_online_makes_a_room_whose_computer_places_the_server_plays() {
    let folder = tempfile_folder("online-kingdom-set-up");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let set_up = |places: [PlaceSetting; 3]| OriginalGameSettings {
        players: 3,
        places: [places.as_slice(), &[PlaceSetting::Normal]].concat(),
        ..OriginalGameSettings::default()
    };
    let mut host = title_app_with(|app| {
        app.insert_resource(OnlineServer(format!("127.0.0.1:{port}")));
        app.insert_resource(PlaySettings {
            online_name: "Ann".into(),
            ..default()
        });
        app.insert_resource(set_up([
            PlaceSetting::Person,
            PlaceSetting::Online,
            PlaceSetting::Person,
        ]));
    });
    choose(
        &mut host,
        Device::Keyboard,
        Intent::Go(Go::ShowSetup(original::GAME)),
    );
    let (look, said) = start_button(&mut host);
    assert_eq!(look, Look::Disabled, "two persons here: {said}");
    assert!(
        said.contains("A room needs one person here (2 are set)"),
        "{said}"
    );
    assert!(
        texts(&mut host)
            .iter()
            .any(|text| text.contains("Player 2: a player online"))
    );

    host.insert_resource(set_up([
        PlaceSetting::Person,
        PlaceSetting::Online,
        PlaceSetting::Easy,
    ]));
    host.update();
    let (look, said) = start_button(&mut host);
    assert_eq!(
        (look, said.as_str()),
        (Look::Button, "Make a room online for 3")
    );
    choose(
        &mut host,
        Device::Keyboard,
        Intent::game(OriginalChoice::Setup(SetupChange::Start)),
    );
    let code = room_made(&mut host);
    let overlay = *host.world().resource::<State<Overlay>>().get();
    assert_eq!(overlay, Overlay::Online, "the online panel shows the code");
    // Of the two other places, one is the server's computer: one player is awaited.
    let waiting = texts(&mut host);
    assert!(
        waiting
            .iter()
            .any(|text| text.ends_with("Pass this code on. Waiting for the other player…")),
        "{waiting:?}"
    );

    let friend = title_app_with(|app| {
        app.insert_resource(OnlineRequest {
            server: format!("127.0.0.1:{port}"),
            room: Some(code.clone()),
            create: false,
            name: "Bob".into(),
            local: Seat::Computer(Level::Random),
            exit_when_done: false,
            game: room_game("KingdominoForThree"),
            computers: Vec::new(),
        });
    });
    let mut apps = [host, friend];
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut named = false;
    loop {
        for app in &apps {
            if let OnlineStatus::Failed(why) = status(app) {
                panic!("the online game stopped: {why}");
            }
        }
        if let Some(game) = kingdom(&apps[0]) {
            if !named {
                let names: Vec<String> = (game.names.as_deref().unwrap_or_default().iter())
                    .map(|name| words(&apps[0], name))
                    .collect();
                assert_eq!(names, ["Ann", "Bob", "Computer (Easy)"]);
                assert_eq!(game.seats, [Seat::Human, Seat::Remote, Seat::Remote]);
                named = true;
            }
            // The person here plays whatever is legal, again every frame until the server's
            // word comes back, as a hurried player clicks: what no longer fits is not sent.
            if let Some(player) = game.person_to_act() {
                let action = game.state().legal_actions()[0];
                apps[0].world_mut().write_message(Intended::<Original> {
                    seat: player,
                    action,
                });
            }
        }
        let over = apps.iter().all(|app| {
            status(app) == OnlineStatus::Over
                && kingdom(app).is_some_and(|game| game.state().player_to_act().is_none())
        });
        if over {
            break;
        }
        assert!(Instant::now() < deadline, "the room's game did not end");
        for app in &mut apps {
            app.update();
        }
        std::thread::sleep(Duration::from_millis(1));
    }
    // The game reached its end: the server's computer played every turn of its seat.
    let record = kingdom(&apps[0]).unwrap().record().clone();
    assert_eq!(kingdom(&apps[1]).unwrap().record(), &record);
}
