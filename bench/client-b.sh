#!/usr/bin/env bash
# Client B of the specification (service-and-clients.md, part 1: the goal execution tool) in bash
# with curl and jq, the way such a client is usually written: the reference against which
# `npm run bench` measures the action's and the CLI's CPU. A reference for the bench only, never
# shipped. Beyond the specification, for the bench: --api_url and --ui_url set the hosts (as the
# execute-goal CLI's do) and --poll_interval the seconds between polls (the specification's 2).
set -u

usage() {
  echo "Usage: $0 -t|--token TOKEN -gi|--goal_id GOAL_ID [--max_retry_time SECONDS] [--retry_delay_time SECONDS] [--app2] [--api_url URL] [--ui_url URL] [--poll_interval SECONDS]"
}

# Rule 1.
if [ $# -eq 0 ]; then
  usage
  exit 1
fi
# Rule 2.
if ! command -v jq > /dev/null 2>&1 || ! command -v curl > /dev/null 2>&1; then
  echo "This tool needs jq and curl; install them and try again."
  exit 1
fi

token=""
goal_id=""
max_retry_time=300
retry_delay_time=10
app2=false
api_url=""
ui_url=""
poll_interval=2
while [ $# -gt 0 ]; do
  option=$1
  case $option in
    --app2)
      app2=true
      shift
      continue
      ;;
    -t | --token | -gi | --goal_id | --max_retry_time | --retry_delay_time | --api_url | --ui_url | --poll_interval)
      if [ $# -lt 2 ]; then
        echo "Option $option needs a value." >&2
        usage >&2
        exit 1
      fi
      ;;
    *)
      echo "Unknown option: $option" >&2
      usage >&2
      exit 1
      ;;
  esac
  case $option in
    -t | --token) token=$2 ;;
    -gi | --goal_id) goal_id=$2 ;;
    --max_retry_time) max_retry_time=$2 ;;
    --retry_delay_time) retry_delay_time=$2 ;;
    --api_url) api_url=$2 ;;
    --ui_url) ui_url=$2 ;;
    --poll_interval) poll_interval=$2 ;;
  esac
  shift 2
done

# Rule 3.
if [ "$app2" = true ]; then
  api_url=${api_url:-https://api-app2.virtuoso.qa/api}
  ui_url=${ui_url:-https://app-app2.virtuoso.qa}
else
  api_url=${api_url:-https://api.virtuoso.qa/api}
  ui_url=${ui_url:-https://app.virtuoso.qa}
fi

# Rules 4 and 5.
if [ "$token" = null ]; then
  echo "Login failed: the access token is null."
  exit 1
fi
if [ -z "$goal_id" ] || [ "$goal_id" = null ]; then
  echo "The goal id is missing."
  exit 1
fi

auth="Authorization: Bearer $token"

# Rule 6: endpoint 4.
job_id=$(curl -s -X POST -H "$auth" "$api_url/goals/$goal_id/execute?envelope=false" | jq -r '.id' 2> /dev/null)
if [ -z "$job_id" ] || [ "$job_id" = null ]; then
  echo "Failed to start the goal execution."
  exit 1
fi
echo "Job ID: $job_id"

# Rules 7 and 8: endpoint 5 until a final status.
retry_time=0
while true; do
  if body=$(curl -sf -H "$auth" "$api_url/executions/$job_id/status?envelope=false") && [ -n "$body" ]; then
    fields=$(jq -r '"\(.status) \(.outcome)"' <<< "$body")
    status=${fields%% *}
    outcome=${fields#* }
    echo "Status: $status, Outcome: $outcome"
    retry_time=0
    case $status in
      FINISHED | CANCELED | FAILED) break ;;
    esac
    sleep "$poll_interval"
  elif [ "$retry_time" -lt "$max_retry_time" ]; then
    echo "The status request failed; retrying in $retry_delay_time seconds."
    retry_time=$((retry_time + retry_delay_time))
    sleep "$retry_delay_time"
  else
    echo "Failed to get the execution status."
    exit 2
  fi
done

# Rule 9: endpoints 6 and 7, formatted.
curl -s -H "$auth" "$api_url/jobs/$job_id/status?envelope=false" | jq . > execution_report.json
curl -s -H "$auth" "$api_url/goals/$goal_id?envelope=false" | jq . > goal.json
echo "Execution link: $ui_url/#/project/execution/$job_id"

# Rule 10.
if [ "$status" != FINISHED ]; then
  exit 3
fi
if [ "$outcome" = FAIL ] || [ "$outcome" = ERROR ]; then
  exit 2
fi
echo "Done!"
exit 0
