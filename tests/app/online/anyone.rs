//! Playing anyone: two players who ask are paired into a new room and play it to the end, on
//! one server or on two sharing a Redis; one who asks alone waits.

use super::*;

fn play_to_the_end(apps: &mut [App; 2]) {
    run_both(apps, 300, |apps| apps.iter().all(finished));
    let [ann, bob] = &*apps;
    assert_eq!(game(ann).record(), game(bob).record());
    let mut names: Vec<String> = (game(ann).names.clone().expect("named players").iter())
        .map(|name| words(ann, name))
        .collect();
    names.sort();
    assert_eq!(names, ["Ann".to_string(), "Bob".to_string()]);
}

#[test]
fn two_players_who_ask_for_anyone_are_paired_and_play_a_whole_game() {
    let folder = tempfile_folder("online-anyone");
    let port = free_port();
    let _server = Server::start(port, folder.join("rooms.sqlite"));
    let server = format!("127.0.0.1:{port}");
    let mut first = seeker(&server, "Ann");
    let deadline = Instant::now() + Duration::from_secs(20);
    while status(&first) != OnlineStatus::Seeking {
        assert!(
            Instant::now() < deadline,
            "Ann never waits: {:?}",
            status(&first)
        );
        first.update();
        std::thread::sleep(Duration::from_millis(2));
    }
    let mut apps = [first, seeker(&server, "Bob")];
    run_both(&mut apps, 30, |apps| {
        apps.iter().all(|app| actions(app) >= 2)
    });
    for app in &apps {
        let session = app.world().resource::<OnlineSession>();
        assert!(session.seats_away().is_empty(), "each sees the other there");
    }
    play_to_the_end(&mut apps);
}

#[test]
fn two_players_who_ask_for_anyone_on_two_servers_are_paired_and_play_a_whole_game() {
    let (_redis, store) = local_redis();
    let ports = [free_port(), free_port()];
    let _first = Server::start(ports[0], &store);
    let _second = Server::start(ports[1], &store);
    let mut apps = [
        seeker(&format!("127.0.0.1:{}", ports[0]), "Ann"),
        seeker(&format!("127.0.0.1:{}", ports[1]), "Bob"),
    ];
    play_to_the_end(&mut apps);
}
