//! The server's door: each TCP connection let in within the caps (in all, and per address when
//! players reach the server directly), its HTTP request read within [`REQUEST_TIME`], then
//! served by the router: the web build's files, `/metrics`, the WebSocket upgrade.

use std::sync::{Arc, Mutex, PoisonError};

use axum::Router;
use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::Request;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tower::ServiceExt;

use super::gate::{Gate, Pass};
use super::limits::REQUEST_TIME;
use super::log;
use super::metrics::{Metrics, Refusal};
use super::proxies::TrustedProxies;

/// How the door counts its connections.
pub struct Door {
    pub gate: Gate,
    pub metrics: Metrics,
    /// A trusted proxy's connections carry many players: the per-address cap counts their
    /// WebSockets by each player's address instead (at the upgrade).
    pub proxies: Arc<TrustedProxies>,
}

/// Accepts connections for as long as the server runs.
pub async fn accept(listener: TcpListener, router: Router, door: Door) {
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            Err(error) => {
                // Out of file descriptors, most often: wait for some to close.
                log::say(&format!("cannot accept a connection: {error}"));
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
                continue;
            }
        };
        let counted_address = (!door.proxies.trusts(peer.ip())).then_some(peer.ip());
        let pass = match door.gate.enter(counted_address) {
            Ok(pass) => pass,
            Err(_) => {
                door.metrics.refused(Refusal::Connections);
                continue;
            }
        };
        let held = HeldPass(Arc::new(Mutex::new(Some(pass))));
        let for_requests = held.clone();
        let service = router
            .clone()
            .map_request(move |mut request: Request<Incoming>| {
                request.extensions_mut().insert(ConnectInfo(peer));
                request.extensions_mut().insert(for_requests.clone());
                request.map(Body::new)
            });
        let metrics = door.metrics.clone();
        tokio::spawn(async move {
            let _held = held;
            let served = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(REQUEST_TIME)
                .serve_connection(TokioIo::new(stream), TowerToHyperService::new(service))
                .with_upgrades()
                .await;
            if served.is_err_and(|error| error.is_timeout()) {
                metrics.refused(Refusal::Slow);
            }
        });
    }
}

/// The connection's place among the open ones, for its requests: a WebSocket upgrade takes it
/// along, so the socket stays counted for as long as it is open.
#[derive(Clone)]
pub struct HeldPass(Arc<Mutex<Option<Pass>>>);

impl HeldPass {
    pub fn take(&self) -> Option<Pass> {
        self.0.lock().unwrap_or_else(PoisonError::into_inner).take()
    }
}
