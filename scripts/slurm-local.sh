#!/usr/bin/env bash
# A single-node Slurm cluster on this machine (slurmctld + slurmd + munge on localhost), for
# trying `pitch tournament` and for its integration test. Not a production setup: one node, the
# machine's own CPUs, no accounting database (sacct reads the job completion file instead).
#
#   scripts/slurm-local.sh install   Debian's slurm-wlm and munge (apt-get; needs root or sudo)
#   scripts/slurm-local.sh start     install if needed, write the configuration, start the daemons
#                                    and wait until the node takes jobs
#   scripts/slurm-local.sh status    sinfo
#   scripts/slurm-local.sh stop      stop the daemons started here
#   scripts/slurm-local.sh env       the SLURM_CONF line to use the cluster from another shell
#
# Everything lives in $PITCH_SLURM_DIR (default /tmp/pitch-slurm): slurm.conf, state, logs.
set -euo pipefail
dir=${PITCH_SLURM_DIR:-/tmp/pitch-slurm}
conf=$dir/slurm.conf
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"

install() {
    if command -v sbatch >/dev/null && command -v slurmctld >/dev/null && command -v slurmd >/dev/null \
            && command -v munged >/dev/null; then
        return 0
    fi
    echo "installing slurm-wlm and munge (apt-get)"
    { $sudo apt-get install -y slurm-wlm munge || { $sudo apt-get update && $sudo apt-get install -y slurm-wlm munge; }; } \
        > "${TMPDIR:-/tmp}/pitch-slurm-install.log" 2>&1 \
        || { echo "could not install slurm-wlm and munge: see ${TMPDIR:-/tmp}/pitch-slurm-install.log" >&2; exit 1; }
}

write_conf() {
    mkdir -p "$dir/state" "$dir/spool" "$dir/log"
    local host cpus mem user
    host=$(hostname -s)
    cpus=$(nproc)
    mem=$(awk '/MemTotal/ { printf "%d", $2 / 1024 * 0.9 }' /proc/meminfo)
    user=$(id -un)
    cat > "$conf" <<CONF
# written by scripts/slurm-local.sh: one node, this machine
ClusterName=pitch
SlurmctldHost=$host
SlurmUser=$user
SlurmdUser=root
SlurmctldPort=${PITCH_SLURMCTLD_PORT:-6817}
SlurmdPort=${PITCH_SLURMD_PORT:-6818}
AuthType=auth/munge
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
# containers seldom give a cgroup of their own: processes are followed through /proc
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc=$dir/log/jobcomp.txt
MinJobAge=3600
SlurmdTimeout=300
NodeName=$host CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=pitch Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
}

start_munge() {
    if munge -n >/dev/null 2>&1 && unmunge < <(munge -n) >/dev/null 2>&1; then return 0; fi
    $sudo mkdir -p /run/munge /var/log/munge /var/lib/munge
    $sudo chown munge:munge /run/munge /var/log/munge /var/lib/munge 2>/dev/null || true
    if [ ! -s /etc/munge/munge.key ]; then
        $sudo mungekey --create --keyfile=/etc/munge/munge.key 2>/dev/null \
            || $sudo dd if=/dev/urandom of=/etc/munge/munge.key bs=1 count=1024 status=none
        $sudo chown munge:munge /etc/munge/munge.key
        $sudo chmod 400 /etc/munge/munge.key
    fi
    if id munge >/dev/null 2>&1; then
        $sudo -u munge /usr/sbin/munged 2>/dev/null || $sudo /usr/sbin/munged --force
    else
        $sudo /usr/sbin/munged --force
    fi
    for _ in $(seq 50); do munge -n >/dev/null 2>&1 && return 0; sleep 0.1; done
    echo "munged did not start" >&2
    exit 1
}

running() { [ -f "$1" ] && kill -0 "$(cat "$1")" 2>/dev/null; }

start() {
    install
    write_conf
    start_munge
    export SLURM_CONF=$conf
    local how="already running"
    if ! running "$dir/slurmctld.pid"; then $sudo env SLURM_CONF="$conf" /usr/sbin/slurmctld -f "$conf"; how="started here"; fi
    if ! running "$dir/slurmd.pid"; then $sudo env SLURM_CONF="$conf" /usr/sbin/slurmd -f "$conf"; how="started here"; fi
    local host
    host=$(hostname -s)
    for _ in $(seq 150); do
        state=$(sinfo -h -n "$host" -o %T 2>/dev/null || true)
        case "$state" in
            idle*|mixed*|allocated*) echo "slurm is up ($how): node $host $state; export SLURM_CONF=$conf"; return 0 ;;
            down*|drain*) scontrol update nodename="$host" state=resume >/dev/null 2>&1 || true ;;
        esac
        sleep 0.2
    done
    echo "the node did not come up (state '${state:-none}'); see $dir/log/" >&2
    exit 1
}

stop() {
    for d in slurmd slurmctld; do
        if running "$dir/$d.pid"; then $sudo kill "$(cat "$dir/$d.pid")"; fi
    done
    echo "stopped the daemons of $conf"
}

case "${1:-}" in
    install) install ;;
    start) start ;;
    stop) stop ;;
    status) SLURM_CONF=$conf sinfo ;;
    env) echo "export SLURM_CONF=$conf" ;;
    *) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 2 ;;
esac
